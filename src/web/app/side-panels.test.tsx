import '../testing/jsdom-polyfills.ts';
import { QueryClient } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cart } from '../entities/cart/cart-store.ts';
import { wishlist } from '../entities/wishlist/wishlist-store.ts';
import { getSyncSession } from '../lib/sync/session-bridge.ts';
import { answerFetch } from '../testing/answer-fetch.ts';
import { AppProviders } from './providers.tsx';
import { SidePanels } from './side-panels.tsx';

let restoreFetch = () => {};

afterEach(() => {
  restoreFetch();
  vi.restoreAllMocks();
});

describe('the lists follow the session', () => {
  it('starts one cart sync and one wishlist sync when a customer signs in', async () => {
    const cartSyncs = vi.spyOn(cart.sync, 'requestSync').mockResolvedValue('synced');
    const wishlistSyncs = vi.spyOn(wishlist.sync, 'requestSync').mockResolvedValue('synced');
    restoreFetch = answerFetch({
      '/api/auth/get-session': {
        status: 200,
        body: { user: { id: 'u-1', email: 'ada@example.com', createdAt: '2026-01-01' } },
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    render(
      <AppProviders queryClient={queryClient} liveSession>
        <MemoryRouter>
          <SidePanels />
        </MemoryRouter>
      </AppProviders>,
    );

    await waitFor(() => expect(getSyncSession()).toEqual({ userId: 'u-1' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cartSyncs.mock.calls).toEqual([['sign-in']]);
    expect(wishlistSyncs.mock.calls).toEqual([['sign-in']]);
  });
});
