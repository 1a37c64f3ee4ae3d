// Evaluated in a task of its own before the app's modules (src/web/main.tsx), with tailwind-merge's
// tables, which it builds on its first call, built here too rather than in the first render.
import { cn } from '../lib/cn.ts';

cn('p-0', 'p-1');

export { cn };
