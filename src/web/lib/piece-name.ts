import { findCategory } from './categories.ts';

/**
 * The kind of piece a category slug names, in running text: `tv-stand` → `TV stand`,
 * `office-desk` → `office desk`.
 */
export function pieceName(slug: string): string {
  const name = findCategory(slug)?.name ?? slug.replace(/-/g, ' ');
  return name.replace(
    /\b([A-Z])([a-z])/g,
    (_, first: string, rest: string) => `${first.toLowerCase()}${rest}`,
  );
}
