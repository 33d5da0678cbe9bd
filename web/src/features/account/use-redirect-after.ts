import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../lib/notify';

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

/** A password flow's end: the gateway's message announced and shown, then `target` after the pause. */
export function useFlowDone(): { done: string | null; finish(message: string, target: string): void } {
  const [done, setDone] = useState<string | null>(null);
  const redirect = useRedirectAfter();
  const finish = (message: string, target: string) => {
    notifySuccess(message);
    setDone(message);
    redirect(target);
  };
  return { done, finish };
}
