import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { Refusal } from './mutation-outcome';

export interface FieldRefusal extends Refusal {
  field?: readonly string[] | null;
}

/**
 * Puts the gateway's refusals beside their fields (field ['input', 'email'] → 'email', and
 * ['input', 'legalLocality'] → 'legalLocality'), focusing the first; nothing typed is touched.
 * Returns the refusals that name no known field, for the caller to show elsewhere.
 */
export function showRefusals<T extends FieldValues>(
  refusals: readonly FieldRefusal[],
  setError: UseFormSetError<T>,
  known: readonly Path<T>[],
): FieldRefusal[] {
  const unplaced: FieldRefusal[] = [];
  let focused = false;
  for (const refusal of refusals) {
    const name = refusal.field?.slice(1).join('.') as Path<T> | undefined;
    if (!name || !known.includes(name)) {
      unplaced.push(refusal);
      continue;
    }
    setError(name, { type: refusal.code, message: refusal.message }, { shouldFocus: !focused });
    focused = true;
  }
  return unplaced;
}
