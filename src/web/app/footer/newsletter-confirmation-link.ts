import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { notice } from '../../ui/notices.ts';
import {
  CONFIRM_FAILED_MESSAGE,
  SUBSCRIBED_MESSAGE,
  confirmNewsletter,
} from './subscribe-newsletter.ts';

const PARAM = 'newsletter-confirm';

/** Links already handled in this page's life (StrictMode runs effects twice). */
const handled = new Set<string>();

/**
 * The newsletter's confirmation link lands on the home page with `newsletter-confirm={token}`:
 * the token confirms the subscription, a toast says so (or why not), and the query is stripped.
 */
export function useNewsletterConfirmationLink() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (pathname !== '/') return;
    const params = new URLSearchParams(search);
    const token = params.get(PARAM);
    if (!token || handled.has(token)) return;
    handled.add(token);
    params.delete(PARAM);
    const stripped = params.size ? `/?${params.toString()}` : '/';
    void (async () => {
      try {
        await confirmNewsletter(token);
        notice('success', SUBSCRIBED_MESSAGE);
      } catch (error) {
        notice(
          'error',
          error instanceof ApiError && error.status === 404
            ? error.message
            : CONFIRM_FAILED_MESSAGE,
        );
      }
      void navigate(stripped, { replace: true });
    })();
  }, [pathname, search, navigate]);
}
