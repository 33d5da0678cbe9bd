import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** The 2,000 ms pause of the password flows before moving on (storefront-core §9). */
export const PASSWORD_FLOW_REDIRECT_MS = 2000;

/** Navigates to `target` once set, after the pause; leaving the page first cancels it. */
export function useRedirectAfter(): (target: string) => void {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    const timer = window.setTimeout(() => navigate(target), PASSWORD_FLOW_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [target, navigate]);
  return setTarget;
}
