import { useSyncExternalStore } from 'react';

export interface PickableCustomer {
  id: string;
  name: string;
  referenceId: string;
}

export interface PickerRequest {
  customers: PickableCustomer[];
  /** Where to go once a customer is chosen; null to stay on the current page. */
  redirectTo: string | null;
}

/**
 * The picker outlives the login form: when the form is shown in place of a protected page, a
 * successful login replaces the form with the page, and the picker must stay open over it.
 */
let current: PickerRequest | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function openCustomerPicker(request: PickerRequest): void {
  current = request;
  emit();
}

export function closeCustomerPicker(): void {
  current = null;
  emit();
}

export function useCustomerPickerRequest(): PickerRequest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    // A page rendered on the server never has a picker open.
    () => null,
  );
}
