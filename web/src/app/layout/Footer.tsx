import { Link } from 'react-router';
import { itFooter } from '../../i18n/it-footer';
import { useShell } from '../../lib/app-start/shell-context';
import { paths } from '../../lib/paths';
import { ScrollTopButton } from './ScrollTopButton';

const f = itFooter;

export function Footer() {
  const { tenant } = useShell();
  const { legal, features } = tenant;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__brand">{legal.companyName}</p>
          <p>
            <span className="site-footer__label">{f.registeredOffice}: </span>
            {legal.registeredOffice}
          </p>
          {legal.operatingOffice && (
            <p>
              <span className="site-footer__label">{f.operatingOffice}: </span>
              {legal.operatingOffice}
            </p>
          )}
          <p>
            <span className="site-footer__label">{f.vatNumber}: </span>
            {legal.vatNumber}
          </p>
        </div>
        <div className="site-footer__contacts">
          <a href={`mailto:${legal.email}`}>{legal.email}</a>
          <a href={`tel:${legal.phone.replace(/\s+/g, '')}`}>{legal.phone}</a>
        </div>
        {features.cookieAndSalesLinks && (
          <ul className="site-footer__links">
            <li>
              <Link to={paths.privacy}>{f.cookiePolicy}</Link>
            </li>
            <li>
              <Link to={paths.salesConditions}>{f.salesConditions}</Link>
            </li>
          </ul>
        )}
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <span>{f.copyright(new Date().getFullYear(), legal.companyName)}</span>
          <span className="site-footer__build">{f.buildDate(tenant.buildDate)}</span>
        </div>
      </div>
      <ScrollTopButton />
    </footer>
  );
}
