import { queryOptions, useQuery } from '@tanstack/react-query';
import { AuthError, fetchResetLinkAccount } from '../../entities/session/auth-client.ts';

/**
 * The account a reset link resets, as the server reads it from the token: the reset page names
 * it and signs in to it, whatever else the link says.
 */
export const resetLinkAccountQuery = (token: string) =>
  queryOptions({
    queryKey: ['reset-link', token],
    queryFn: () => fetchResetLinkAccount(token),
    // Asked again on every visit and not kept after it: a link used or expired since must not
    // show the form again, not even for a moment.
    staleTime: 0,
    gcTime: 0,
    // A refused link stays refused, and every try counts against the reset attempts a minute.
    retry: false,
    enabled: token !== '',
  });

export function useResetLinkAccount(token: string) {
  return useQuery(resetLinkAccountQuery(token));
}

/** The server's answer for a link that cannot be used: made up, expired or used already. */
export const isUnusableLink = (error: unknown) =>
  error instanceof AuthError && error.code === 'INVALID_TOKEN';
