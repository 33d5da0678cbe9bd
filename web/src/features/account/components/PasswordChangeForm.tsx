import { itAccount } from '../../../i18n/it-account';
import { reportRequestError } from '../../../lib/mutation-outcome';
import { notifySuccess } from '../../../lib/notify';
import { useRefusalForm } from '../../../lib/refusal-form';
import { usePasswordChangeMutation } from '../api/password-change-mutation';
import { TextField } from '../../../components/TextField';

const t = itAccount.account;
type Values = { currentPassword: string; newPassword: string; confirmation: string };
const FIELDS = ['currentPassword', 'newPassword', 'confirmation'] as const;

/** Section 2: the password, with the current one; the session goes on with the new one. */
export function PasswordChangeForm() {
  const [{ fetching }, change] = usePasswordChangeMutation();
  const { id, register, handleSubmit, reset, errors, settle } = useRefusalForm<Values>(
    { currentPassword: '', newPassword: '', confirmation: '' },
    FIELDS,
  );

  const submit = async (values: Values) => {
    const result = await change({ input: values });
    if (result.error) return reportRequestError(result.error);
    const payload = result.data?.accountPasswordChange;
    if (!payload) return;
    if (settle(payload.userErrors)) {
      notifySuccess(payload.message ?? '');
      reset();
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-busy={fetching} className="form">
      <TextField
        id={`${id}-current`}
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
        registration={register('currentPassword', { required: itAccount.required })}
        error={errors.currentPassword}
      />
      <TextField
        id={`${id}-new`}
        label={t.newPassword}
        type="password"
        autoComplete="new-password"
        registration={register('newPassword', { minLength: { value: 8, message: itAccount.passwordTooShort }, required: itAccount.passwordTooShort })}
        error={errors.newPassword}
      />
      <TextField
        id={`${id}-confirmation`}
        label={t.confirmation}
        type="password"
        autoComplete="new-password"
        registration={register('confirmation', { validate: (v, all) => v === all.newPassword || itAccount.passwordMismatch })}
        error={errors.confirmation}
      />
      <button type="submit" className="btn btn--primary" disabled={fetching}>
        {fetching ? t.saving : t.changePassword}
      </button>
    </form>
  );
}
