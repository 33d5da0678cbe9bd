import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../components/TextField';
import { itAccount } from '../../i18n/it-account';
import { showRefusals } from '../../lib/form-refusals';
import { reportRequestError } from '../../lib/mutation-outcome';
import { notifyError } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { usePasswordResetRequestMutation } from './api/password-reset-mutations';
import { PasswordCard } from './components/PasswordCard';
import { useFlowDone } from './use-redirect-after';

const t = itAccount.recovery;

/** /forgot-password: 'Controlla la mail', then home after 2 s, whatever the email. */
export function ForgotPasswordPage() {
  usePageTitle(t.forgotTitle);
  const id = useId();
  const [{ fetching }, send] = usePasswordResetRequestMutation();
  const { done, finish } = useFlowDone();
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
    if (payload.userErrors.length === 0 && payload.message) finish(payload.message, paths.home);
  };

  return (
    <PasswordCard title={t.forgotTitle} done={done}>
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
    </PasswordCard>
  );
}
