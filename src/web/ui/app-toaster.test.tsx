import '../testing/jsdom-polyfills.ts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from './app-toaster.tsx';
import { SidePanel } from './side-panel.tsx';
import { dismissToast, toast, TOAST_REMOVE_DELAY } from './toast-store.ts';

describe('app toaster', () => {
  afterEach(() => dismissToast());

  it('shows one toast at a time and lets the visitor dismiss it', async () => {
    const user = userEvent.setup();
    render(<AppToaster />);

    act(() => void toast({ title: 'Design moved to cart!' }));
    expect(screen.getByText('Design moved to cart!')).toBeInTheDocument();

    act(
      () =>
        void toast({
          title: 'Failed to sync cart items',
          description: 'Your cart is kept in this browser.',
          variant: 'destructive',
        }),
    );
    expect(screen.queryByText('Design moved to cart!')).not.toBeInTheDocument();
    expect(screen.getByText('Failed to sync cart items')).toBeInTheDocument();
    expect(screen.getByText('Your cart is kept in this browser.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Failed to sync cart items')).not.toBeInTheDocument();
  });

  it("keeps the spec's removal delay", () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('closes a toast by itself after five seconds, an error after ten', () => {
    vi.useFakeTimers();
    try {
      render(<AppToaster />);
      act(() => void toast({ title: 'Added to your wishlist' }));
      act(() => void vi.advanceTimersByTime(4_900));
      expect(screen.getByText('Added to your wishlist')).toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(200));
      expect(screen.queryByText('Added to your wishlist')).not.toBeInTheDocument();

      act(() => void toast({ title: 'Failed to sync cart items', variant: 'destructive' }));
      act(() => void vi.advanceTimersByTime(9_000));
      expect(screen.getByText('Failed to sync cart items')).toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(1_100));
      expect(screen.queryByText('Failed to sync cart items')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves an Escape pressed in a dialog to the dialog, while a toast shows over it', async () => {
    const user = userEvent.setup();
    function PanelWithToasts() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <SidePanel open={open} onOpenChange={setOpen} title="Cart" description="Your cart">
            <button type="button" onClick={() => toast({ title: 'Moved to your wishlist' })}>
              Move to Wishlist
            </button>
          </SidePanel>
          <AppToaster />
        </>
      );
    }
    render(<PanelWithToasts />);

    await user.click(screen.getByRole('button', { name: 'Move to Wishlist' }));
    expect(screen.getByText('Moved to your wishlist')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Cart' })).not.toBeInTheDocument();
    expect(screen.getByText('Moved to your wishlist')).toBeInTheDocument();

    // With no dialog open, Escape closes the toast as before.
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Moved to your wishlist')).not.toBeInTheDocument();
  });
});
