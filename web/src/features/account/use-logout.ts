import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLogoutMutation } from './api/logout-mutation';
import { useShell } from '../../lib/app-start/shell-context';

/** Logs out, then goes where the gateway says (tenant 2: /login, others: /). */
export function useLogout(): { logout: () => Promise<void>; fetching: boolean } {
  const [{ fetching }, logoutMutation] = useLogoutMutation();
  const { tenant } = useShell();
  const navigate = useNavigate();
  const fallbackPath = tenant.features.logoutPath;

  const logout = useCallback(async () => {
    const result = await logoutMutation({});
    navigate(result.data?.logout.redirectTo ?? fallbackPath);
  }, [logoutMutation, navigate, fallbackPath]);

  return { logout, fetching };
}
