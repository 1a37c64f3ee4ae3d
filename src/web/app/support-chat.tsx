import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCookieConsent } from '../lib/consent.ts';
import { getPublicConfig } from '../lib/public-config.ts';
import { isChatHidden, showSupportChat, shutdownSupportChat } from '../lib/support-chat.ts';

/**
 * Loads Intercom when an app id is configured and cookies were accepted; tells it about every page
 * change, with the launcher hidden where the spec keeps it out of the way.
 */
export function SupportChat() {
  const { intercomAppId } = getPublicConfig();
  const consent = useCookieConsent();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!intercomAppId) return;
    if (consent === 'accepted') showSupportChat(intercomAppId, isChatHidden(pathname, search));
    else shutdownSupportChat();
  }, [intercomAppId, consent, pathname, search]);

  return null;
}
