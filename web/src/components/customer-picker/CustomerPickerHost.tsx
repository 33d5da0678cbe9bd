import { lazy, Suspense } from 'react';
import { useCustomerPickerRequest } from './customer-picker-store';

// Only agents and multi-customer users ever see it: it loads when first asked for.
const CustomerPickerFlow = lazy(() => import('./CustomerPickerFlow').then((m) => ({ default: m.CustomerPickerFlow })));

/** Mounted once in the layout; shows the picker whenever the login flow asks for it. */
export function CustomerPickerHost() {
  const request = useCustomerPickerRequest();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <CustomerPickerFlow request={request} />
    </Suspense>
  );
}
