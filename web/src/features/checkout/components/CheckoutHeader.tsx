import { ShopLink } from '../../../components/ShopLink';
import { it } from '../../../i18n/it';
import { itCheckout } from '../../../i18n/it-checkout';
import { paths } from '../../../lib/paths';

/** Both steps of the order are labelled checkout, with breadcrumbs Home > Checkout. */
export function CheckoutHeader() {
  return (
    <>
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <ShopLink to={paths.home}>{it.menu.home}</ShopLink> › <span aria-current="page">{itCheckout.title}</span>
      </nav>
      <h1 className="page-title">{itCheckout.title}</h1>
    </>
  );
}
