import { Link } from 'react-router';
import { it } from '../../../i18n/it';
import { paths } from '../../../lib/paths';

/** Both steps of the order are labelled checkout, with breadcrumbs Home > Checkout. */
export function CheckoutHeader() {
  return (
    <>
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to={paths.home}>{it.menu.home}</Link> › <span aria-current="page">{it.checkout.title}</span>
      </nav>
      <h1 className="page-title">{it.checkout.title}</h1>
    </>
  );
}
