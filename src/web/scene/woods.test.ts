import { describe, expect, it } from 'vitest';
import { finishBackground, finishTone, WOODS } from './woods.ts';

describe('a finish as a chip or a drawing shows it', () => {
  it('is the colour of a design in laminate', () => {
    expect(finishTone('#1F2937', null)).toBe('#1F2937');
    expect(finishBackground('#1F2937', null)).toBe('#1F2937');
  });

  it('is the veneer’s tones for a design in wood, whatever colour lies under it', () => {
    expect(finishTone('#1F2937', 'thermoWalnut')).toBe(WOODS.thermoWalnut.base);
    expect(finishBackground('#1F2937', 'thermoWalnut')).toContain(WOODS.thermoWalnut.grain);
    expect(finishBackground('#1F2937', 'thermoWalnut')).not.toContain('#1F2937');
  });

  it('falls back to the colour for a texture it does not know', () => {
    expect(finishTone('#FFFFFF', 'marble')).toBe('#FFFFFF');
  });
});
