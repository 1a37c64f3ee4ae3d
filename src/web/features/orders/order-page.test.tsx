import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authDialogStore, closeAuthDialog } from '../../entities/session/auth-dialog.ts';
import { answerFetch } from '../../testing/answer-fetch.ts';
import { renderApp } from '../../testing/render-app.tsx';

const ORDER_ID = '5b1f7c8e-3f0a-4d6e-9a1b-2c3d4e5f6a7b';
const CLAIMED = 'This order now belongs to an account: sign in to see it.';

let restoreFetch = () => {};
afterEach(() => {
  restoreFetch();
  act(() => closeAuthDialog());
});

describe('an order opened by its guest link', { timeout: 20_000 }, () => {
  it('once the order belongs to an account, says so and offers to sign in', async () => {
    restoreFetch = answerFetch({
      [`/api/orders/${ORDER_ID}`]: {
        status: 401,
        body: { error: { kind: 'unauthorized', message: CLAIMED } },
      },
    });
    renderApp(`/orders/${ORDER_ID}?token=guest-token`);
    expect(await screen.findByText(CLAIMED)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(authDialogStore.getState().dialog).toMatchObject({ view: 'sign-in' });
  });
});
