import { useNavigate } from 'react-router';
import { useSelectCustomerMutation } from './select-customer-mutation';
import { closeCustomerPicker, type PickerRequest, type PickableCustomer } from './customer-picker-store';
import { CustomerPicker } from './CustomerPicker';
import { notifyError } from '../../lib/notify';

/** The picker asked for by the login flow: chooses the customer, then goes where the login was heading. */
export function CustomerPickerFlow({ request }: { request: PickerRequest }) {
  const [{ fetching }, selectCustomer] = useSelectCustomerMutation();
  const navigate = useNavigate();

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

  return <CustomerPicker customers={request.customers} busy={fetching} onChoose={choose} onClose={closeCustomerPicker} />;
}
