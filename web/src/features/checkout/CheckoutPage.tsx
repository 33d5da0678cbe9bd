import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { it } from '../../i18n/it';
import { paths } from '../../lib/paths';
import { useCheckoutPageQuery } from './api/checkout-cart-query';
import { CheckoutForm } from './CheckoutForm';
import { CheckoutHeader } from './components/CheckoutHeader';
import { OrderSuccess } from './components/OrderSuccess';
import type { PlacedOrder } from './use-place-order';
import './checkout.css';

const t = it.checkout;

/**
 * /checkout: the cart priced for the customer and site chosen at /precheckout. Without a
 * customer or, when it has several, a site, the page returns to /precheckout.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const siteId = params.get('site');
  const [{ data, fetching, error }, refetch] = useCheckoutPageQuery(siteId);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);

  let content;
  if (placed && data) {
    content = <OrderSuccess order={placed} redirectTo={data.tenant.features.afterOrderPath} />;
  } else if (!data && fetching) {
    content = (
      <p className="checkout-status" role="status">
        <span className="spinner" aria-hidden="true" /> {t.preparing}
      </p>
    );
  } else if (!data) {
    content = (
      <div className="checkout-status" role="alert">
        <p>{error ? t.loadFailed : t.preparing}</p>
        <button type="button" className="btn" onClick={() => refetch({ requestPolicy: 'network-only' })}>
          {it.app.retry}
        </button>
      </div>
    );
  } else if (!data.checkoutCart?.customer?.site) {
    return <Navigate to={paths.precheckout} replace />;
  } else if (data.checkoutCart.groups.every((g) => g.pieces === 0)) {
    content = (
      <div className="checkout-status">
        <p>{it.cart.empty}</p>
        <Link to={paths.shop} className="btn btn--primary">
          {it.cart.continueShopping}
        </Link>
      </div>
    );
  } else {
    content = (
      <>
        <p className="checkout-back">
          <Link to={paths.precheckout}>‹ {t.backToPrecheckout}</Link>
        </p>
        <CheckoutForm
          data={data.checkoutCart}
          features={data.tenant.features}
          siteId={siteId}
          onPlaced={setPlaced}
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
