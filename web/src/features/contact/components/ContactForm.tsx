import type { FieldError } from 'react-hook-form';
import { Field } from '../../../components/TextField';
import { itAccount } from '../../../i18n/it-account';
import { reportRequestError } from '../../../lib/mutation-outcome';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRefusalForm } from '../../../lib/refusal-form';
import { useContactMessageMutation } from '../api/contact-api';
import styles from '../ContactPage.module.css';

const t = itAccount.contact;
type Values = { name: string; email: string; subject: string; message: string; homepage: string };
const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: Values = { name: '', email: '', subject: '', message: '', homepage: '' };
const required = { validate: (v: string) => v.trim() !== '' || itAccount.required };

/** Nome, EMail, Oggetto, Messaggio: empty fields get the red dotted border and the spec's text. */
export function ContactForm() {
  const [{ fetching }, send] = useContactMessageMutation();
  const { id, register, handleSubmit, reset, errors, settle } = useRefusalForm<Values>(EMPTY, FIELDS);

  const submit = async (values: Values) => {
    const result = await send({ input: values });
    if (result.error) {
      reportRequestError(result.error);
      notifyError(t.failed);
      return;
    }
    const payload = result.data?.contactMessageSend;
    if (!payload) return;
    if (settle(payload.userErrors)) {
      notifySuccess(payload.message ?? t.sent);
      reset(EMPTY);
    }
  };

  const field = (name: (typeof FIELDS)[number], label: string, type: 'text' | 'email' | 'textarea') => {
    const error = errors[name] as FieldError | undefined;
    const common = { className: `input ${error ? styles.missing : ''}`, ...register(name, required) };
    return (
      <Field id={`${id}-${name}`} label={label} error={error}>
        {(control) =>
          type === 'textarea' ? (
            <textarea rows={6} {...control} {...common} />
          ) : (
            <input type={type} autoComplete={name === 'name' ? 'name' : name === 'email' ? 'email' : 'off'} {...control} {...common} />
          )
        }
      </Field>
    );
  };

  return (
    <form className="form" noValidate onSubmit={handleSubmit(submit)} aria-busy={fetching} data-testid="contact-form">
      {field('name', t.name, 'text')}
      {field('email', t.email, 'email')}
      {field('subject', t.subject, 'text')}
      {field('message', t.message, 'textarea')}
      {/* Hidden from people and from screen readers; bots that fill every field give themselves away. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-homepage`}>{t.honeypot}</label>
        <input id={`${id}-homepage`} type="text" tabIndex={-1} autoComplete="off" {...register('homepage')} />
      </div>
      <button type="submit" className="btn btn--primary" disabled={fetching}>
        {fetching ? t.sending : t.send}
      </button>
    </form>
  );
}
