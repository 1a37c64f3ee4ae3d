import { describe, expect, it } from 'vitest';
import { inRunningText, pieceName } from './piece-name.ts';

describe('a name in running text', () => {
  it('lowers each capitalised word and keeps an abbreviation', () => {
    expect(inRunningText('TV stand')).toBe('TV stand');
    expect(inRunningText('TV Stands')).toBe('TV stands');
    expect(inRunningText('Tall bookcase')).toBe('tall bookcase');
    expect(inRunningText('Vinyl Collection Shelf')).toBe('vinyl collection shelf');
  });

  it('names the piece of a category slug', () => {
    expect(pieceName('tv-stand')).toBe('TV stand');
    expect(pieceName('office-desk')).toBe('office desk');
  });
});
