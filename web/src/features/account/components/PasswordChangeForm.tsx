import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { itAccount } from '../../../i18n/it-account';
import { showRefusals } from '../../../lib/form-refusals';
import { reportRequestError } from '../../../lib/mutation-outcome';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePasswordChangeMutation } from '../api/password-change-mutation';
import { TextField } from '../../../components/TextField';

const t = itAccount.account;
type Values = { currentPassword: string; newPassword: string; confirmation: string };
const FIELDS = ['currentPassword', 'newPassword', 'confirmation'] as const;

/** Section 2: the password, with the current one; the session goes on with the new one. */
export function PasswordChangeForm() {
  const id = useId();
  const [{ fetching }, change] = usePasswordChangeMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { currentPassword: '', newPassword: '', confirmation: '' } });

  const submit = async (values: Values) => {
    const result = await change({ input: values });
    if (result.error) return reportRequestError(result.error);
    const payload = result.data?.accountPasswordChange;
    if (!payload) return;
    showRefusals(payload.userErrors, setError, FIELDS).forEach((r) => notifyError(r.message));
    if (payload.userErrors.length === 0) {
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
