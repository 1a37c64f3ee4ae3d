import * as z from 'zod/mini';
import { ApiError, requestJson } from '../../lib/api-client.ts';

const subscribeAnswer = z.object({ status: z.enum(['subscribed', 'already_subscribed']) });

export type SubscribeOutcome = z.infer<typeof subscribeAnswer>['status'];

/** `POST /api/newsletter {email}` → 201 subscribed, 200 already subscribed, 400 invalid. */
export async function subscribeToNewsletter(email: string): Promise<SubscribeOutcome> {
  const { data } = await requestJson('/api/newsletter', subscribeAnswer, {
    method: 'POST',
    body: JSON.stringify({ email }),
  });
  return data.status;
}

export const SUBSCRIBED_MESSAGE = 'Thanks for subscribing! Watch your inbox for new designs.';
export const ALREADY_SUBSCRIBED_MESSAGE = "You're already subscribed. Thanks for staying with us.";
export const SUBSCRIBE_FAILED_MESSAGE = 'Could not subscribe right now. Please try again.';

/** The server's own words for a refused address; a generic retry message for anything else. */
export function subscribeErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.kind) {
    return error.message;
  }
  return SUBSCRIBE_FAILED_MESSAGE;
}
