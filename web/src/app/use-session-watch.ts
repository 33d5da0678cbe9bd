import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Shell } from '../lib/app-start/shell-context';
import { notifySessionExpired } from '../lib/notify';
import { paths } from '../lib/paths';
import { sessionExpiryDelay } from './session-expiry-delay';

/**
 * The gateway decides when a session is too old (3 h). The client only reacts: at start when
 * it reports EXPIRED, and when the expiry instant it announced (ISO 8601) has passed while the page is open.
 */
export function useSessionWatch(shell: Shell | null, refetchSession: () => void): void {
  const navigate = useNavigate();
  const handledExpiry = useRef(false);
  const status = shell?.session.status;
  const expiresAt = shell?.viewer?.sessionExpiresAt;

  useEffect(() => {
    if (status !== 'EXPIRED' || handledExpiry.current) return;
    handledExpiry.current = true;
    notifySessionExpired();
    navigate(paths.shop);
  }, [status, navigate]);

  useEffect(() => {
    if (expiresAt === undefined) return;
    const delay = sessionExpiryDelay(expiresAt, Date.now());
    const timer = window.setTimeout(() => {
      // Asking again lets the gateway answer EXPIRED, which the effect above turns into the notice.
      handledExpiry.current = false;
      refetchSession();
    }, delay);
    return () => window.clearTimeout(timer);
  }, [expiresAt, refetchSession]);
}
