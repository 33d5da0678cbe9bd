import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { ShopLink } from '../../components/ShopLink';
import { it } from '../../i18n/it';
import { itCart } from '../../i18n/it-cart';
import { itCheckout } from '../../i18n/it-checkout';
import { paths } from '../../lib/paths';
import { EmptyStatus, LoadFailedStatus, LoadingStatus } from '../../components/PageStatus';
import { useCheckoutPageQuery } from './api/checkout-cart-query';
import { CheckoutForm } from './CheckoutForm';
import { CheckoutHeader } from './components/CheckoutHeader';
import { OrderSuccess } from './components/OrderSuccess';
import type { PlacedOrder } from './use-place-order';
import styles from './Checkout.module.css';
import { usePageTitle } from '../../lib/use-page-title';

const t = itCheckout;

/**
 * /checkout: the cart priced for the customer and site chosen at /precheckout. Without a
 * customer or, when it has several, a site, the page returns to /precheckout.
 */
export function CheckoutPage() {
  usePageTitle(it.pages.checkout);
  const [params] = useSearchParams();
  const siteId = params.get('site');
  const [paymentModeId, setPaymentModeId] = useState<string | null>(null);
  const [{ data, fetching, error }, refetch] = useCheckoutPageQuery(siteId, paymentModeId);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);

  let content;
  if (placed && data) {
    content = <OrderSuccess order={placed} redirectTo={data.tenant.features.afterOrderPath} />;
  } else if (!data && (fetching || !error)) {
    content = <LoadingStatus text={t.preparing} />;
  } else if (!data) {
    content = (
      <LoadFailedStatus text={t.loadFailed} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
    );
  } else if (!data.checkoutCart?.customer?.site) {
    return <Navigate to={paths.precheckout} replace />;
  } else if (data.checkoutCart.groups.every((g) => g.pieces === 0)) {
    content = <EmptyStatus text={itCart.empty} />;
  } else {
    content = (
      <>
        <p className={styles['checkout-back']}>
          <ShopLink to={paths.precheckout}>‹ {t.backToPrecheckout}</ShopLink>
        </p>
        <CheckoutForm
          data={data.checkoutCart}
          features={data.tenant.features}
          siteId={siteId}
          onPlaced={setPlaced}
          onPricesChanged={() => refetch({ requestPolicy: 'network-only' })}
          onPaymentChanged={setPaymentModeId}
        />
      </>
    );
  }

  return (
    <div className="page container checkout-page">
      <CheckoutHeader />
      {content}
    </div>
  );
}
