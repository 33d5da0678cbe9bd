import type { FieldError } from 'react-hook-form';

/** A field's error in red under it, announced to screen readers. */
export function ChoiceError({ id, error }: { id: string; error: FieldError | undefined }) {
  if (!error?.message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {error.message}
    </p>
  );
}
