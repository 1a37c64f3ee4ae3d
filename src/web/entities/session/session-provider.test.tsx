import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emitShopEvent, onShopEvent } from '../../lib/shop-events.ts';
import { answerFetch } from '../../testing/answer-fetch.ts';
import { toastStore } from '../../ui/toast-store.ts';
import { SESSION_ENDED, SessionProvider, sessionQuery } from './session-provider.tsx';
import { SIGNED_IN_ACCOUNT_KEY, useSession } from './session.ts';

const ADA = { id: 'u1', email: 'ada@example.com', name: 'Ada' };

function Who() {
  const session = useSession();
  return <p>{session.status === 'signed-in' ? session.user.email : session.status}</p>;
}

function renderProvider() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <Who />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const toastTitles = () => toastStore.getState().toasts.map((t) => t.title);

let restore = () => {};
let signedOut = 0;
let stopListening = () => {};
beforeEach(() => {
  signedOut = 0;
  stopListening = onShopEvent('shop:signed-out', () => (signedOut += 1));
});
afterEach(() => {
  restore();
  stopListening();
  localStorage.clear();
  toastStore.setState({ toasts: [] });
});

describe('an ended session', () => {
  it('is a sign-out: the account’s lists are cleared here and the customer is told', async () => {
    let answer: { status: number; body: unknown } = { status: 200, body: { user: ADA } };
    restore = answerFetch({ '/api/auth/get-session': () => answer });
    const queryClient = renderProvider();
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(SIGNED_IN_ACCOUNT_KEY)).toBe('u1'));
    localStorage.setItem('cart', '{"version":1}');
    localStorage.setItem('wishlist', '{"version":1}');

    // The password was changed on another device: the server no longer knows this session.
    answer = { status: 200, body: null };
    await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    await waitFor(() => expect(toastTitles()).toEqual([SESSION_ENDED]));
    expect(localStorage.getItem('cart')).toBeNull();
    expect(localStorage.getItem('wishlist')).toBeNull();
    expect(localStorage.getItem(SIGNED_IN_ACCOUNT_KEY)).toBeNull();
    expect(signedOut).toBe(1);
  });

  it('is noticed after a reload too', async () => {
    localStorage.setItem(SIGNED_IN_ACCOUNT_KEY, 'u1');
    localStorage.setItem('cart', '{"version":1}');
    restore = answerFetch({ '/api/auth/get-session': { status: 200, body: null } });
    renderProvider();
    await waitFor(() => expect(toastTitles()).toEqual([SESSION_ENDED]));
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('is checked again when a sync is refused for want of a session', async () => {
    let answer: { status: number; body: unknown } = { status: 200, body: { user: ADA } };
    restore = answerFetch({ '/api/auth/get-session': () => answer });
    renderProvider();
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    answer = { status: 200, body: null };
    emitShopEvent('shop:session-check', undefined);
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    await waitFor(() => expect(signedOut).toBe(1));
  });

  it('is not assumed when the server cannot be reached, nor for a visitor who never signed in', async () => {
    localStorage.setItem(SIGNED_IN_ACCOUNT_KEY, 'u1');
    localStorage.setItem('cart', '{"version":1}');
    restore = answerFetch({ '/api/auth/get-session': new TypeError('Failed to fetch') });
    renderProvider();
    // The session query tries twice, a second apart, before it gives up.
    expect(await screen.findByText('signed-out', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(localStorage.getItem('cart')).not.toBeNull();
    expect(signedOut).toBe(0);
    restore();

    localStorage.clear();
    localStorage.setItem('cart', '{"version":1}');
    restore = answerFetch({ '/api/auth/get-session': { status: 200, body: null } });
    renderProvider();
    await waitFor(() => expect(screen.getAllByText('signed-out')).toHaveLength(2));
    expect(localStorage.getItem('cart')).not.toBeNull();
    expect(toastTitles()).toEqual([]);
  });
});
