import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DimensionsText } from './dimensions-text.tsx';

describe('DimensionsText', () => {
  it('gives centimetres beside the inches, each half kept on one line', () => {
    const { container } = render(<DimensionsText text={'52" W × 28" H × 14" D'} />);
    expect(container).toHaveTextContent('52" W × 28" H × 14" D (132.1 × 71.1 × 35.6 cm)');
    const halves = [...container.querySelectorAll('span.whitespace-nowrap')].map(
      (span) => span.textContent,
    );
    expect(halves).toEqual(['52" W × 28" H × 14" D', '(132.1 × 71.1 × 35.6 cm)']);
  });

  it('shows a text in another form as it is', () => {
    const { container } = render(<DimensionsText text="About 4 feet wide" />);
    expect(container.innerHTML).toBe('About 4 feet wide');
  });
});
