import { useNavigate } from 'react-router';
import { useSelectCustomerMutation } from './api/select-customer-mutation';
import { CustomerPicker } from './components/CustomerPicker';
import { closeCustomerPicker, useCustomerPickerRequest, type PickableCustomer } from './customer-picker-store';
import { notifyError } from '../../lib/notify';

/** Mounted once in the layout; shows the picker whenever the login flow asks for it. */
export function CustomerPickerHost() {
  const request = useCustomerPickerRequest();
  const [{ fetching }, selectCustomer] = useSelectCustomerMutation();
  const navigate = useNavigate();

  if (!request) return null;

  const choose = async (customer: PickableCustomer) => {
    const result = await selectCustomer({ input: { customerId: customer.id } });
    const payload = result.data?.selectCustomer;
    const refusal = payload?.userErrors[0];
    if (refusal) {
      notifyError(refusal.message);
      return;
    }
    if (!payload) return; // transport errors are reported by the client's error handler
    closeCustomerPicker();
    if (request.redirectTo) navigate(request.redirectTo);
  };

  return <CustomerPicker customers={request.customers} busy={fetching} onChoose={choose} onClose={closeCustomerPicker} />;
}
