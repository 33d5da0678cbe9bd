import { useId } from 'react';
import { Controller, useForm, type FieldError, type Path, type RegisterOptions } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TextField } from '../../../components/TextField';
import { itAccount } from '../../../i18n/it-account';
import { showRefusals } from '../../../lib/form-refusals';
import { reportRequestError } from '../../../lib/mutation-outcome';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { isValidVatNumber } from '../../../lib/tax-code-rules';
import { useRegistrationMutation, type LocalityOption } from './api/registration-mutation';
import { LocalityField } from './LocalityField';
import styles from './RegistrationForm.module.css';

const t = itAccount.registration;
const TEXTS = [
  'companyName', 'vatNumber', 'taxCode', 'recipientCode', 'pecEmail', 'legalAddress', 'operatingAddress',
  'firstName', 'lastName', 'email', 'website', 'phone', 'mobile',
] as const;
type TextName = (typeof TEXTS)[number];
type Values = Record<TextName, string> & {
  legalLocality: LocalityOption | null;
  operatingLocality: LocalityOption | null;
};
const FIELDS: Path<Values>[] = [...TEXTS, 'legalLocality', 'operatingLocality'];
const EMPTY = { ...Object.fromEntries(TEXTS.map((f) => [f, ''])), legalLocality: null, operatingLocality: null } as Values;
const place = (l: LocalityOption | null) => (l ? { name: l.name, postcode: l.postcode } : null);

/** The registration tab of /login (company 1): the gateway checks the codes; nothing typed is lost. */
export function RegistrationForm() {
  const id = useId();
  const navigate = useNavigate();
  const [{ fetching }, submitRegistration] = useRegistrationMutation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: EMPTY, shouldFocusError: true, mode: 'onTouched' });

  const submit = async (v: Values) => {
    const result = await submitRegistration({
      input: {
        ...Object.fromEntries(TEXTS.map((f) => [f, v[f]])),
        legalLocality: place(v.legalLocality),
        operatingLocality: v.operatingAddress.trim() ? place(v.operatingLocality) : null,
      } as never,
    });
    if (result.error) return reportRequestError(result.error);
    const payload = result.data?.registrationSubmit;
    if (!payload) return;
    showRefusals(payload.userErrors, setError, FIELDS).forEach((r) => notifyError(r.message));
    if (payload.userErrors.length === 0 && payload.message) {
      notifySuccess(payload.message);
      navigate(paths.home);
    }
  };

  // Comfort checks only; the gateway decides again (check digits, the PEC/SDI rule, the locality).
  const pecOrSdi = (_v: string, all: Values) => Boolean(all.pecEmail.trim() || all.recipientCode.trim()) || itAccount.registrationPecOrSdi;
  const text = (name: TextName, label: string, rules: RegisterOptions<Values, TextName> = {}, type = 'text', autoComplete?: string) => {
    return (
      <TextField
        id={`${id}-${name}`}
        label={label}
        type={type}
        autoComplete={autoComplete}
        registration={register(name, rules)}
        error={errors[name] as FieldError | undefined}
      />
    );
  };
  const required: RegisterOptions<Values, TextName> = { validate: (v: string) => v.trim() !== '' || itAccount.required };
  // The check digit as the buyer types (after leaving the field once), by the gateway's rule.
  const vatNumber: RegisterOptions<Values, TextName> = {
    validate: (v: string) =>
      v.trim() === '' ? itAccount.required : isValidVatNumber(v) || itAccount.registrationVatNumber,
  };

  return (
    <form className={`form ${styles.form}`} noValidate onSubmit={handleSubmit(submit)} aria-busy={fetching} data-testid="registration-form">
      <p className="form__hint">{t.intro}</p>
      <fieldset className={`form__group ${styles.fieldset}`}>
        <legend>{t.company}</legend>
        <div className={styles.grid}>
          {text('companyName', t.companyName, required, 'text', 'organization')}
          {text('vatNumber', t.vatNumber, vatNumber)}
          {text('taxCode', t.taxCode, required)}
          {text('pecEmail', t.pecEmail, { validate: pecOrSdi, deps: ['recipientCode'] }, 'email')}
          {text('recipientCode', t.recipientCode, { validate: pecOrSdi, deps: ['pecEmail'], maxLength: { value: 7, message: itAccount.registrationSdiLength } })}
        </div>
        <p className="form__hint">{t.pecOrSdiHint}</p>
      </fieldset>
      <fieldset className={`form__group ${styles.fieldset}`}>
        <legend>{t.legalOffice}</legend>
        {text('legalAddress', t.legalAddress, { validate: (v) => v.trim() !== '' || itAccount.registrationLegalAddress }, 'text', 'street-address')}
        <Controller
          control={control}
          name="legalLocality"
          rules={{ validate: (v) => v !== null || itAccount.registrationLocality }}
          render={({ field, fieldState }) => (
            <LocalityField id={`${id}-legalLocality`} label={t.legalLocality} value={field.value} onChange={field.onChange} inputRef={field.ref} error={fieldState.error?.message} />
          )}
        />
      </fieldset>
      <fieldset className={`form__group ${styles.fieldset}`}>
        <legend>{t.operatingOffice}</legend>
        <p className="form__hint">{t.operatingHint}</p>
        {text('operatingAddress', t.address)}
        <Controller
          control={control}
          name="operatingLocality"
          render={({ field, fieldState }) => (
            <LocalityField id={`${id}-operatingLocality`} label={t.locality} value={field.value} onChange={field.onChange} inputRef={field.ref} error={fieldState.error?.message} />
          )}
        />
      </fieldset>
      <fieldset className={`form__group ${styles.fieldset}`}>
        <legend>{t.contact}</legend>
        <div className={styles.grid}>
          {text('firstName', t.firstName, {}, 'text', 'given-name')}
          {text('lastName', t.lastName, {}, 'text', 'family-name')}
          {text('email', t.email, required, 'email', 'email')}
          {text('website', t.website, {}, 'url', 'url')}
          {text('phone', t.phone, required, 'tel', 'tel')}
          {text('mobile', t.mobile, {}, 'tel', 'tel')}
        </div>
      </fieldset>
      <button type="submit" className="btn btn--primary btn--block" disabled={fetching}>
        {fetching ? t.submitting : t.submit}
      </button>
    </form>
  );
}
