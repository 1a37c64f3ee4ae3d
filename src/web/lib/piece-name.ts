import { findCategory } from './categories.ts';

/**
 * A name as it reads inside a sentence: each capitalised word in lower case, an abbreviation kept
 * (`TV Stand` → `TV stand`, `Tall Bookcase` → `tall bookcase`).
 */
export function inRunningText(name: string): string {
  return name.replace(
    /\b([A-Z])([a-z])/g,
    (_, first: string, rest: string) => `${first.toLowerCase()}${rest}`,
  );
}

/**
 * The kind of piece a category slug names, in running text: `tv-stand` → `TV stand`,
 * `office-desk` → `office desk`.
 */
export function pieceName(slug: string): string {
  return inRunningText(findCategory(slug)?.name ?? slug.replace(/-/g, ' '));
}
