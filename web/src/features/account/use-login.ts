import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLoginMutation } from './api/login-mutation';
import { openCustomerPicker } from '../../components/customer-picker/customer-picker-store';
import type { LoginValues } from './components/LoginForm';
import { itLogin } from '../../i18n/it-account-login';
import { classifyError, errorText, isReportedGlobally } from '../../lib/graphql-errors';
import { notifyError, notifyInfo, notifySuccess } from '../../lib/notify';
import { paths } from '../../lib/paths';

const INVALID_CREDENTIALS = 'INVALID_CREDENTIALS';
/** The toasts' action: a good login clears the refusals of the tries before it. */
const LOGIN = 'login';
const LOGIN_ROUTES: readonly string[] = [paths.login, paths.loginRegister];

/**
 * The login flow (spec §4 Login): toasts, then the customer picker when there are several
 * customers, then the listing, but only from the login page itself: a login form shown in
 * place of a protected page simply gives way to that page.
 */
export function useLogin(): { login: (values: LoginValues) => Promise<void>; fetching: boolean } {
  const [{ fetching }, loginMutation] = useLoginMutation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onLoginPage = LOGIN_ROUTES.includes(pathname);

  const login = useCallback(
    async (values: LoginValues) => {
      const result = await loginMutation({
        input: { username: values.username.trim(), password: values.password, remember: values.remember },
      });
      if (result.error) {
        // Upstream and network failures are toasted by the client; the rest (rate limit ...) here.
        const kind = classifyError(result.error);
        if (!isReportedGlobally(kind)) notifyError(errorText(kind), LOGIN);
        return;
      }
      const payload = result.data?.login;
      if (!payload) return;
      const refusal = payload.userErrors[0];
      if (refusal || !payload.viewer) {
        // Wrong credentials get the specification's text; other refusals carry their own.
        notifyError(!refusal || refusal.code === INVALID_CREDENTIALS ? itLogin.invalid : refusal.message, LOGIN);
        return;
      }
      notifySuccess(itLogin.success, LOGIN);
      notifyInfo(itLogin.welcome(payload.viewer.displayName));
      const redirectTo = onLoginPage ? paths.shop : null;
      if (payload.customers.length > 1) {
        openCustomerPicker({ customers: payload.customers, redirectTo });
      } else if (redirectTo) {
        navigate(redirectTo);
      }
    },
    [loginMutation, navigate, onLoginPage],
  );

  return { login, fetching };
}
