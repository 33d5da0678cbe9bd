import { useState } from 'react';
import { useParams } from 'react-router';
import { ShopLink } from '../../components/ShopLink';
import { TextField } from '../../components/TextField';
import { itAccount } from '../../i18n/it-account';
import { reportRequestError } from '../../lib/mutation-outcome';
import { notifyError } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { useRefusalForm } from '../../lib/refusal-form';
import { usePageTitle } from '../../lib/use-page-title';
import { usePasswordResetLinkQuery } from './api/password-reset-link-query';
import { usePasswordResetMutation } from './api/password-reset-mutations';
import { PasswordCard } from './components/PasswordCard';
import { useFlowDone } from './use-redirect-after';
import styles from './PasswordPages.module.css';

const t = itAccount.recovery;
type Values = { password: string; confirmation: string };
const LINK_REFUSED = 'RESET_LINK_EXPIRED';

/**
 * /reset-password/{data}: the gateway checks the link when the page opens (a dead link shows
 * the expiry message instead of the form) and again on submit; success goes to the listing
 * after 2 s.
 */
export function ResetPasswordPage() {
  usePageTitle(t.resetTitle);
  const { data = '' } = useParams();
  const [{ data: linkCheck, fetching: checking }] = usePasswordResetLinkQuery(data);
  const [{ fetching }, reset] = usePasswordResetMutation();
  const { done, finish } = useFlowDone();
  const [refusedOnSubmit, setLinkRefused] = useState<string | null>(null);
  // A failed check (the network) leaves the form: the submit is checked again anyway.
  const refusedOnArrival = linkCheck?.passwordResetLink.userErrors.find((e) => e.code === LINK_REFUSED)?.message ?? null;
  const linkRefused = refusedOnSubmit ?? refusedOnArrival;
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
      {checking && !linkCheck ? (
        <p className="form__hint" role="status" aria-busy="true">
          {t.checkingLink}
        </p>
      ) : linkRefused ? (
        <div role="alert" className={styles.refused}>
          <p>{linkRefused}</p>
          <ShopLink to={paths.forgotPassword} className="btn btn--primary">
            {t.newRequest}
          </ShopLink>
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
