import * as z from 'zod/mini';
import { ApiError, requestJson } from '../../lib/api-client.ts';

const subscribeAnswer = z.object({ status: z.literal('check_inbox') });
const confirmAnswer = z.object({ status: z.literal('confirmed') });

/**
 * `POST /api/newsletter {email}` → 202 "check your inbox" for every valid address (double opt-in:
 * the answer never says whether it was subscribed), 400 invalid.
 */
export async function subscribeToNewsletter(email: string): Promise<void> {
  await requestJson('/api/newsletter', subscribeAnswer, {
    method: 'POST',
    body: JSON.stringify({ email }),
  });
}

/** `POST /api/newsletter/confirm {token}` → 200 confirmed, 404 unknown or used link. */
export async function confirmNewsletter(token: string): Promise<void> {
  await requestJson('/api/newsletter/confirm', confirmAnswer, {
    method: 'POST',
    body: JSON.stringify({ token }),
  });
}

export const CHECK_INBOX_MESSAGE =
  'Almost done! Check your inbox and confirm your subscription with the link we sent.';
export const SUBSCRIBED_MESSAGE = 'Thanks for subscribing! Watch your inbox for new designs.';
export const CONFIRM_FAILED_MESSAGE = 'Could not confirm your subscription right now.';
export const SUBSCRIBE_FAILED_MESSAGE = 'Could not subscribe right now. Please try again.';

/** The server's own words for a refused address; a generic retry message for anything else. */
export function subscribeErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.kind) {
    return error.message;
  }
  return SUBSCRIBE_FAILED_MESSAGE;
}
