import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** What the control inside a field needs so screen readers link it to its label and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  error?: FieldError;
  children(control: FieldControlProps): ReactNode;
}

/** A label, any control, and the control's error beside it, announced. */
export function Field({ id, label, error, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error?.message && (
        <p id={errorId} className="field__error" role="alert">
          {error.message}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  registration?: UseFormRegisterReturn;
  error?: FieldError;
}

/** A labelled input with its error beside it, announced and linked for screen readers. */
export function TextField({ id, label, registration, error, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => <input {...control} className="input" {...input} {...registration} />}
    </Field>
  );
}
