import { TextField } from '../../components/TextField';
import { itAccount } from '../../i18n/it-account';
import { reportRequestError } from '../../lib/mutation-outcome';
import { paths } from '../../lib/paths';
import { useRefusalForm } from '../../lib/refusal-form';
import { usePageTitle } from '../../lib/use-page-title';
import { usePasswordResetRequestMutation } from './api/password-reset-mutations';
import { PasswordCard } from './components/PasswordCard';
import { useFlowDone } from './use-redirect-after';

const t = itAccount.recovery;

/** /forgot-password: 'Controlla la mail', then home after 2 s, whatever the email. */
export function ForgotPasswordPage() {
  usePageTitle(t.forgotTitle);
  const [{ fetching }, send] = usePasswordResetRequestMutation();
  const { done, finish } = useFlowDone();
  const { id, register, handleSubmit, errors, settle } = useRefusalForm<{ email: string }>({ email: '' }, [
    'email',
  ]);

  const submit = async ({ email }: { email: string }) => {
    const result = await send({ input: { email } });
    if (result.error) return reportRequestError(result.error);
    const payload = result.data?.passwordResetRequest;
    if (!payload) return;
    if (settle(payload.userErrors) && payload.message) finish(payload.message, paths.home);
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
