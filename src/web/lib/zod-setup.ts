import { config } from 'zod/mini';

/**
 * zod probes for eval (`new Function`) to compile fast parsers when a schema is built; the
 * Content-Security-Policy forbids eval, so the probe alone files a violation report on every page.
 * Interpreted parsing is plenty for forms. Imported first by main.tsx, before any schema exists.
 */
config({ jitless: true });
