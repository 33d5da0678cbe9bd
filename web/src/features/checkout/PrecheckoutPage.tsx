import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyStatus, LoadFailedStatus, LoadingStatus } from '../../components/PageStatus';
import { it } from '../../i18n/it';
import { itCart } from '../../i18n/it-cart';
import { itCheckout } from '../../i18n/it-checkout';
import { useShell } from '../../lib/app-start/shell-context';
import { notifyError } from '../../lib/notify';
import { checkoutPath, paths } from '../../lib/paths';
import { useSelectCustomerMutation } from '../../components/customer-picker/select-customer-mutation';
import { CustomerPicker } from '../../components/customer-picker/CustomerPicker';
import { usePrecheckoutQuery, type PrecheckoutCustomer } from './api/precheckout-query';
import { CheckoutHeader } from './components/CheckoutHeader';
import { DestinationPicker } from './components/DestinationPicker';
import styles from './Checkout.module.css';
import { usePageTitle } from '../../lib/use-page-title';

const t = itCheckout;
/**
 * /precheckout: whom the order is for and where it goes. Several customers: 'Scegli il cliente'
 * (one is chosen automatically); several delivery sites: 'Scegli la destinazione' (one is chosen
 * automatically); then the priced cart at /checkout.
 */
export function PrecheckoutPage() {
  usePageTitle(it.pages.precheckout);
  const { viewer } = useShell();
  const navigate = useNavigate();
  const [{ data, fetching, error }, refetch] = usePrecheckoutQuery();
  const [{ fetching: selecting }, selectCustomer] = useSelectCustomerMutation();
  const [chosen, setChosen] = useState<PrecheckoutCustomer | null>(null);
  const customers = data?.customers ?? [];
  const emptyCart = data?.cart.lineCount === 0;

  const choose = async (customer: PrecheckoutCustomer) => {
    if (viewer?.customer?.id !== customer.id) {
      const result = await selectCustomer({ input: { customerId: customer.id } });
      const refusal = result.data?.customerSelect.userErrors[0];
      if (refusal) notifyError(refusal.message);
      if (!result.data?.customerSelect.viewer) return;
    }
    setChosen(customer);
  };

  // One customer is chosen by itself; then one site leads straight to the checkout.
  const only = customers.length === 1 ? customers[0] : undefined;
  useEffect(() => {
    if (!chosen && only && !emptyCart && !selecting) void choose(only);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- choose is recreated each render; the ids decide
  }, [chosen, only?.id, emptyCart]);
  useEffect(() => {
    if (chosen && chosen.sites.length <= 1)
      navigate(checkoutPath(chosen.sites[0]?.id ?? null), { replace: true });
  }, [chosen, navigate]);

  let content;
  if (!data && (fetching || !error)) {
    content = <LoadingStatus text={t.preparing} />;
  } else if (!data) {
    content = (
      <LoadFailedStatus text={t.loadFailed} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
    );
  } else if (emptyCart) {
    content = <EmptyStatus text={itCart.empty} />;
  } else if (!chosen && customers.length > 1) {
    content = (
      <CustomerPicker
        customers={customers}
        busy={selecting}
        onChoose={(picked) => {
          const customer = customers.find((c) => c.id === picked.id);
          if (customer) void choose(customer);
        }}
        onClose={() => navigate(paths.cart)}
      />
    );
  } else if (chosen && chosen.sites.length > 1) {
    content = (
      <>
        <div className={styles['checkout-chosen']}>
          <span>
            {t.customer}: <strong data-testid="precheckout-customer">{chosen.name}</strong>
          </span>
          {customers.length > 1 && (
            <button type="button" className="btn" onClick={() => setChosen(null)}>
              {t.changeCustomer}
            </button>
          )}
        </div>
        <DestinationPicker sites={chosen.sites} onChoose={(site) => navigate(checkoutPath(site.id))} />
      </>
    );
  } else {
    content = <LoadingStatus text={t.preparing} />;
  }

  return (
    <div className="page container checkout-page">
      <CheckoutHeader />
      {content}
    </div>
  );
}
