import { describe, expect, it } from 'vitest';
import { formatDay, formatLongDay } from './days.ts';

describe('delivery days in words', () => {
  it('reads a calendar day the same in every time zone', () => {
    expect(formatDay('2026-12-10')).toBe('Thu, Dec 10');
    expect(formatLongDay('2026-12-17')).toBe('Thursday, December 17, 2026');
  });
});
