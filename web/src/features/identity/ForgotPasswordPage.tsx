import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../components/TextField';
import { itAccount } from '../../i18n/it-account';
import { showRefusals } from '../../lib/form-refusals';
import { reportRequestError } from '../../lib/mutation-outcome';
import { notifyError, notifySuccess } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { usePasswordResetRequestMutation } from './api/password-reset-mutations';
import { useRedirectAfter } from './use-redirect-after';
import styles from './PasswordPages.module.css';

const t = itAccount.recovery;

/** /forgot-password: 'Controlla la mail', then home after 2 s, whatever the email. */
export function ForgotPasswordPage() {
  usePageTitle(t.forgotTitle);
  const id = useId();
  const [{ fetching }, send] = usePasswordResetRequestMutation();
  const [done, setDone] = useState<string | null>(null);
  const redirect = useRedirectAfter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const submit = async ({ email }: { email: string }) => {
    const result = await send({ input: { email } });
    if (result.error) return reportRequestError(result.error);
    const payload = result.data?.passwordResetRequest;
    if (!payload) return;
    showRefusals(payload.userErrors, setError, ['email']).forEach((r) => notifyError(r.message));
    if (payload.userErrors.length === 0 && payload.message) {
      notifySuccess(payload.message);
      setDone(payload.message);
      redirect(paths.home);
    }
  };

  return (
    <section className={`page container ${styles.page}`}>
      <div className={styles.card}>
        <h1 className="auth-card__title">{t.forgotTitle}</h1>
        {done ? (
          <p role="status" className={styles.done}>
            {done} <span className="muted">{t.redirecting}</span>
          </p>
        ) : (
          <form className="form" noValidate onSubmit={handleSubmit(submit)} aria-busy={fetching}>
            <p className="form__hint">{t.forgotIntro}</p>
            <TextField
              id={`${id}-email`}
              label={t.email}
              type="email"
              autoComplete="email"
              registration={register('email', { required: itAccount.required })}
              error={errors.email}
            />
            <button type="submit" className="btn btn--primary btn--block" disabled={fetching}>
              {fetching ? t.sending : t.send}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
