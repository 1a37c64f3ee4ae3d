import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip, TOOLTIP_DELAY_MS } from './tooltip.tsx';

function renderCart() {
  render(
    <Tooltip label="Cart">
      <button type="button" aria-label="Cart, 2 items">
        bag
      </button>
    </Tooltip>,
  );
  return userEvent.setup();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Tooltip (docs/rules/storefront.md: 700 ms delay)', () => {
  it('shows once the pointer has rested 700 ms, and hides on leaving', async () => {
    const user = renderCart();
    const started = performance.now();
    await user.hover(screen.getByRole('button'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('Cart');
    expect(performance.now() - started).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS - 20);

    await user.unhover(screen.getByRole('button'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('does not show when the pointer leaves before the delay', async () => {
    const user = renderCart();
    await user.hover(screen.getByRole('button'));
    await user.unhover(screen.getByRole('button'));
    await pause(TOOLTIP_DELAY_MS + 200);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows at once on keyboard focus and hides on Escape, focus staying put', async () => {
    const user = renderCart();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Cart');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveFocus();
  });

  it('hides when the control is pressed', async () => {
    const user = renderCart();
    await user.hover(screen.getByRole('button'));
    await screen.findByRole('tooltip', {}, { timeout: 2000 });
    await user.click(screen.getByRole('button'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
