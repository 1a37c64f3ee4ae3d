import '../testing/jsdom-polyfills.ts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from './app-toaster.tsx';
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
});
