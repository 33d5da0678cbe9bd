import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useSelectCustomerMutation } from './select-customer-mutation';
import { closeCustomerPicker, useCustomerPickerRequest, type PickableCustomer } from './customer-picker-store';
import { notifyError } from '../../lib/notify';

// Only agents and multi-customer users ever see it: it loads when first asked for.
const CustomerPicker = lazy(() => import('./CustomerPicker').then((m) => ({ default: m.CustomerPicker })));

/** Mounted once in the layout; shows the picker whenever the login flow asks for it. */
export function CustomerPickerHost() {
  const request = useCustomerPickerRequest();
  const [{ fetching }, selectCustomer] = useSelectCustomerMutation();
  const navigate = useNavigate();

  if (!request) return null;

  const choose = async (customer: PickableCustomer) => {
    const result = await selectCustomer({ input: { customerId: customer.id } });
    const payload = result.data?.customerSelect;
    const refusal = payload?.userErrors[0];
    if (refusal) {
      notifyError(refusal.message);
      return;
    }
    if (!payload) return; // transport errors are reported by the client's error handler
    closeCustomerPicker();
    if (request.redirectTo) navigate(request.redirectTo);
  };

  return (
    <Suspense fallback={null}>
      <CustomerPicker customers={request.customers} busy={fetching} onChoose={choose} onClose={closeCustomerPicker} />
    </Suspense>
  );
}
