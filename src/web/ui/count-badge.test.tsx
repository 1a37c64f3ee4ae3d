import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge, formatBadgeCount, itemsLabel } from './count-badge.tsx';

describe('formatBadgeCount (docs/rules/storefront.md: 9+ above 9)', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [99, '9+'],
  ])('%i → %s', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });
});

describe('CountBadge', () => {
  it('shows 9+ above 9, hidden from assistive technology', () => {
    render(<CountBadge count={12} />);
    const badge = screen.getByTestId('count-badge');
    expect(badge).toHaveTextContent('9+');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows nothing for an empty cart', () => {
    const { container } = render(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the count for the control it sits on', () => {
    expect(itemsLabel('Cart', 0)).toBe('Cart, 0 items');
    expect(itemsLabel('Cart', 1)).toBe('Cart, 1 item');
    expect(itemsLabel('Wishlist', 12)).toBe('Wishlist, 12 items');
  });
});
