import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import * as z from 'zod/mini';
import { getJson } from '../lib/api-client.ts';
import { useCookieConsent } from '../lib/consent.ts';
import { getPublicConfig } from '../lib/public-config.ts';
import { useSession } from '../entities/session/session.ts';
import {
  identifySupportChat,
  isChatHidden,
  showSupportChat,
  shutdownSupportChat,
} from '../lib/support-chat.ts';

const chatIdentitySchema = z.object({
  identity: z.nullable(
    z.object({
      user_id: z.string(),
      email: z.string(),
      name: z.string(),
      created_at: z.number(),
      user_hash: z.nullable(z.string()),
    }),
  ),
});

/** The delay before the signed-in customer's details reach the booted chat (docs/rules/integrations.md). */
export const CHAT_IDENTITY_DELAY_MS = 1000;

/**
 * Loads Intercom when an app id is configured and cookies were accepted; tells it about every page
 * change, with the launcher hidden where the spec keeps it out of the way, and identifies a
 * signed-in customer with the server's identity hash.
 */
export function SupportChat() {
  const { intercomAppId } = getPublicConfig();
  const consent = useCookieConsent();
  const session = useSession();
  const { pathname, search } = useLocation();
  const chatOn = !!intercomAppId && consent === 'accepted';
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const { data } = useQuery({
    queryKey: ['profile', 'chat-identity', userId],
    queryFn: ({ signal }) => getJson('/api/profile/chat-identity', chatIdentitySchema, signal),
    enabled: chatOn && userId !== null,
    staleTime: Infinity,
  });
  const identity = userId && data?.identity?.user_id === userId ? data.identity : null;

  useEffect(() => {
    if (!intercomAppId) return;
    if (consent === 'accepted') showSupportChat(intercomAppId, isChatHidden(pathname, search));
    else shutdownSupportChat();
  }, [intercomAppId, consent, pathname, search]);

  useEffect(() => {
    if (!chatOn || !identity) return;
    const timer = setTimeout(() => identifySupportChat(identity), CHAT_IDENTITY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [chatOn, identity]);

  return null;
}
