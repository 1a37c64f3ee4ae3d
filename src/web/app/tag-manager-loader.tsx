import { useEffect } from 'react';
import { useCookieConsent } from '../lib/consent.ts';
import { getPublicConfig } from '../lib/public-config.ts';
import { loadTagManager } from '../lib/tag-manager.ts';

/** Loads the tag manager once a container id is configured and the visitor accepted cookies. */
export function TagManagerLoader() {
  const { gtmId } = getPublicConfig();
  const consent = useCookieConsent();
  useEffect(() => {
    // In a frame, events go to the parent page, whose own container handles them.
    if (gtmId && consent === 'accepted' && window.parent === window) loadTagManager(gtmId);
  }, [gtmId, consent]);
  return null;
}
