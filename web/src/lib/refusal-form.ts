import { useId } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { showRefusals, type FieldRefusal } from './form-refusals';
import { notifyError } from './notify';

/**
 * A form whose mutation answers with refusals: react-hook-form with an id prefix for its fields,
 * and `settle`, which puts each refusal beside its field (the others as notices) and says
 * whether the gateway accepted the form.
 */
export function useRefusalForm<T extends FieldValues>(
  defaultValues: DefaultValues<T>,
  fields: readonly Path<T>[],
) {
  const id = useId();
  const form = useForm<T>({ defaultValues });
  const settle = (refusals: readonly FieldRefusal[]): boolean => {
    showRefusals(refusals, form.setError, fields).forEach((r) => notifyError(r.message));
    return refusals.length === 0;
  };
  return { id, ...form, errors: form.formState.errors, settle };
}
