import { it } from '../../i18n/it';
import { useSearchParams } from 'react-router';
import { ShopLink } from '../../components/ShopLink';
import { itLogin } from '../../i18n/it-account-login';
import { useShell } from '../../lib/app-start/shell-context';
import { paths } from '../../lib/paths';
import { LoginForm } from './components/LoginForm';
import { RegistrationForm } from './registration/RegistrationForm';
import { useLogin } from './use-login';
import { usePageTitle } from '../../lib/use-page-title';

type Tab = 'login' | 'register';

/** /login and /login-register (?tab=login|register); also shown in place of protected pages. */
export function LoginPage() {
  usePageTitle(it.pageTitles.login);
  const { tenant } = useShell();
  const [params] = useSearchParams();
  const { login, fetching } = useLogin();
  const canRegister = tenant.features.registration;
  const tab: Tab = canRegister && params.get('tab') === 'register' ? 'register' : 'login';

  return (
    <section className="page container auth-page">
      <div className="auth-card">
        {canRegister && (
          <nav className="tabs" aria-label={itLogin.loginTitle}>
            <ShopLink
              to={`${paths.loginRegister}?tab=login`}
              className={`tabs__tab ${tab === 'login' ? 'is-current' : ''}`}
              aria-current={tab === 'login' ? 'page' : undefined}
            >
              {itLogin.loginTab}
            </ShopLink>
            <ShopLink
              to={`${paths.loginRegister}?tab=register`}
              className={`tabs__tab ${tab === 'register' ? 'is-current' : ''}`}
              aria-current={tab === 'register' ? 'page' : undefined}
            >
              {itLogin.registerTab}
            </ShopLink>
          </nav>
        )}
        {tab === 'login' ? (
          <>
            <h1 className="auth-card__title">{itLogin.loginTitle}</h1>
            <LoginForm busy={fetching} onSubmit={login} />
          </>
        ) : (
          <>
            <h1 className="auth-card__title">{itLogin.registerTab}</h1>
            <RegistrationForm />
          </>
        )}
      </div>
    </section>
  );
}
