import { ShopLink } from '../../components/ShopLink';
import { itFooter } from '../../i18n/it-footer';
import { useShell } from '../../lib/app-start/shell-context';
import { formatIsoDate } from '../../lib/italian-date';
import { paths } from '../../lib/paths';
import { ScrollTopButton } from './ScrollTopButton';
import styles from './Footer.module.css';

const f = itFooter;

export function Footer() {
  const { tenant } = useShell();
  const { legal, features } = tenant;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.brand}>{legal.companyName}</p>
          <p>
            <span className={styles.label}>{f.registeredOffice}: </span>
            {legal.registeredOffice}
          </p>
          {legal.operatingOffice && (
            <p>
              <span className={styles.label}>{f.operatingOffice}: </span>
              {legal.operatingOffice}
            </p>
          )}
          <p>
            <span className={styles.label}>{f.vatNumber}: </span>
            {legal.vatNumber}
          </p>
        </div>
        <div className={styles.contacts}>
          <a href={`mailto:${legal.email}`}>{legal.email}</a>
          <a href={`tel:${legal.phone.replace(/\s+/g, '')}`}>{legal.phone}</a>
        </div>
        {features.cookieAndSalesLinks && (
          <ul className={styles.links}>
            <li>
              <ShopLink to={paths.privacy}>{f.cookiePolicy}</ShopLink>
            </li>
            <li>
              <ShopLink to={paths.salesConditions}>{f.salesConditions}</ShopLink>
            </li>
          </ul>
        )}
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <span>{f.copyright(new Date().getFullYear(), legal.companyName)}</span>
          <span>{f.buildDate(formatIsoDate(tenant.buildDate))}</span>
        </div>
      </div>
      <ScrollTopButton />
    </footer>
  );
}
