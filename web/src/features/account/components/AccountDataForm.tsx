import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/TextField';
import { itAccount } from '../../../i18n/it-account';
import { showRefusals } from '../../../lib/form-refusals';
import { reportRequestError } from '../../../lib/mutation-outcome';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { AccountData } from '../api/account-query';
import { useAccountUpdateMutation } from '../api/account-update-mutation';
import styles from '../MyAccountPage.module.css';
import { PhotoPicker } from './PhotoPicker';

const t = itAccount.account;
const EDITABLE = ['firstName', 'lastName', 'email', 'website', 'phone', 'mobile'] as const;
type Editable = Record<(typeof EDITABLE)[number], string>;
const READ_ONLY = ['companyName', 'taxCode', 'vatNumber', 'recipientCode', 'pecEmail', 'address', 'locality', 'postcode', 'province'] as const;

/** Section 1: billing data (read-only, the ERP's), the photo and the editable personal data. */
export function AccountDataForm({ account, onPhotoChanged }: { account: AccountData; onPhotoChanged(): void }) {
  const id = useId();
  const [{ fetching }, update] = useAccountUpdateMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Editable>({ defaultValues: Object.fromEntries(EDITABLE.map((f) => [f, account[f]])) as Editable });

  const submit = async (values: Editable) => {
    const result = await update({ input: values });
    if (result.error) return reportRequestError(result.error);
    const payload = result.data?.accountUpdate;
    if (!payload) return;
    const unplaced = showRefusals(payload.userErrors, setError, EDITABLE);
    unplaced.forEach((r) => notifyError(r.message));
    if (payload.userErrors.length === 0 && payload.message) notifySuccess(payload.message);
  };

  return (
    <div className={styles.sectionBody}>
      <PhotoPicker photoUrl={account.photoUrl ?? null} onChanged={onPhotoChanged} />
      <fieldset className="form__group">
        <legend>{t.billing}</legend>
        <p className="form__hint">{t.readOnlyNote}</p>
        <div className={styles.grid}>
          {READ_ONLY.map((f) => (
            <TextField key={f} id={`${id}-${f}`} label={t[f]} value={account[f]} readOnly maxLength={f === 'province' ? 3 : undefined} />
          ))}
        </div>
      </fieldset>
      <form noValidate onSubmit={handleSubmit(submit)} aria-busy={fetching} className="form">
        <fieldset className="form__group">
          <legend>{t.personal}</legend>
          <div className={styles.grid}>
            <TextField id={`${id}-firstName`} label={t.firstName} autoComplete="given-name" registration={register('firstName')} error={errors.firstName} />
            <TextField id={`${id}-lastName`} label={t.lastName} autoComplete="family-name" registration={register('lastName')} error={errors.lastName} />
            <TextField
              id={`${id}-email`}
              label={t.email}
              type="email"
              autoComplete="email"
              registration={register('email', { required: itAccount.required })}
              error={errors.email}
            />
            <TextField id={`${id}-website`} label={t.website} type="url" autoComplete="url" registration={register('website')} error={errors.website} />
            <TextField id={`${id}-phone`} label={t.phone} type="tel" autoComplete="tel" registration={register('phone')} error={errors.phone} />
            <TextField id={`${id}-mobile`} label={t.mobile} type="tel" autoComplete="tel" registration={register('mobile')} error={errors.mobile} />
          </div>
        </fieldset>
        <button type="submit" className="btn btn--primary" disabled={fetching}>
          {fetching ? t.saving : t.save}
        </button>
      </form>
    </div>
  );
}
