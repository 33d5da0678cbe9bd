import { Link, useSearchParams } from 'react-router';
import { it } from '../../i18n/it';
import { useShell } from '../../lib/app-start/shell-context';
import { paths } from '../../lib/paths';
import { LoginForm } from './components/LoginForm';
import { useLogin } from './use-login';

type Tab = 'login' | 'register';

/** /login and /login-register (?tab=login|register); also shown in place of protected pages. */
export function LoginPage() {
  const { tenant } = useShell();
  const [params] = useSearchParams();
  const { login, fetching } = useLogin();
  const canRegister = tenant.features.registration;
  const tab: Tab = canRegister && params.get('tab') === 'register' ? 'register' : 'login';

  return (
    <section className="page container auth-page">
      <div className="auth-card">
        {canRegister && (
          <nav className="tabs" aria-label={it.auth.loginTitle}>
            <Link
              to={`${paths.loginRegister}?tab=login`}
              className={`tabs__tab ${tab === 'login' ? 'is-current' : ''}`}
              aria-current={tab === 'login' ? 'page' : undefined}
            >
              {it.auth.loginTab}
            </Link>
            <Link
              to={`${paths.loginRegister}?tab=register`}
              className={`tabs__tab ${tab === 'register' ? 'is-current' : ''}`}
              aria-current={tab === 'register' ? 'page' : undefined}
            >
              {it.auth.registerTab}
            </Link>
          </nav>
        )}
        {tab === 'login' ? (
          <>
            <h1 className="auth-card__title">{it.auth.loginTitle}</h1>
            <LoginForm busy={fetching} onSubmit={login} />
          </>
        ) : (
          <>
            <h1 className="auth-card__title">{it.auth.registerTab}</h1>
            <p className="muted">{it.auth.registerPlaceholder}</p>
          </>
        )}
      </div>
    </section>
  );
}
