import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { TextField } from '../../components/TextField';
import { itAccount } from '../../i18n/it-account';
import { reportRequestError } from '../../lib/mutation-outcome';
import { notifyError } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { useRefusalForm } from '../../lib/refusal-form';
import { usePageTitle } from '../../lib/use-page-title';
import { usePasswordResetMutation } from './api/password-reset-mutations';
import { PasswordCard } from './components/PasswordCard';
import { useFlowDone } from './use-redirect-after';
import styles from './PasswordPages.module.css';

const t = itAccount.recovery;
type Values = { password: string; confirmation: string };
const LINK_REFUSED = 'RESET_LINK_EXPIRED';

/** /reset-password/{data}: the gateway checks the link; success goes to the listing after 2 s. */
export function ResetPasswordPage() {
  usePageTitle(t.resetTitle);
  const { data = '' } = useParams();
  const [{ fetching }, reset] = usePasswordResetMutation();
  const { done, finish } = useFlowDone();
  const [linkRefused, setLinkRefused] = useState<string | null>(null);
  const { id, register, handleSubmit, errors, settle } = useRefusalForm<Values>({ password: '', confirmation: '' }, [
    'password',
    'confirmation',
  ]);

  const submit = async (values: Values) => {
    const result = await reset({ input: { data, ...values } });
    if (result.error) return reportRequestError(result.error);
    const payload = result.data?.passwordReset;
    if (!payload) return;
    const refusedLink = payload.userErrors.find((e) => e.code === LINK_REFUSED);
    if (refusedLink) {
      setLinkRefused(refusedLink.message);
      notifyError(refusedLink.message);
      return;
    }
    if (settle(payload.userErrors) && payload.message) finish(payload.message, paths.shop);
  };

  const field = (name: keyof Values, label: string, rules: Parameters<typeof register>[1]) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      type="password"
      autoComplete="new-password"
      registration={register(name, rules)}
      error={errors[name]}
    />
  );

  return (
    <PasswordCard title={t.resetTitle} done={done}>
      {linkRefused ? (
        <div role="alert" className={styles.refused}>
          <p>{linkRefused}</p>
          <Link to={paths.forgotPassword} className="btn btn--primary">
            {t.newRequest}
          </Link>
        </div>
      ) : (
        <form className="form" noValidate onSubmit={handleSubmit(submit)} aria-busy={fetching}>
          <p className="form__hint">{t.resetIntro}</p>
          {field('password', t.password, { minLength: { value: 8, message: itAccount.passwordTooShort }, required: itAccount.passwordTooShort })}
          {field('confirmation', t.confirmation, { validate: (v, all) => v === all.password || itAccount.passwordMismatch })}
          <button type="submit" className="btn btn--primary btn--block" disabled={fetching}>
            {fetching ? t.resetting : t.reset}
          </button>
        </form>
      )}
    </PasswordCard>
  );
}
