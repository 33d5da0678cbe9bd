import { itCheckout } from '../../../i18n/it-checkout';
import type { PrecheckoutCustomer } from '../api/precheckout-query';
import styles from '../Checkout.module.css';

type Site = PrecheckoutCustomer['sites'][number];

interface DestinationPickerProps {
  sites: readonly Site[];
  onChoose(site: Site): void;
}

/** 'Scegli la destinazione': the customer's delivery sites, one button each. */
export function DestinationPicker({ sites, onChoose }: DestinationPickerProps) {
  return (
    <section className={`${styles['checkout-card']} destination-picker`} aria-labelledby="destination-title">
      <h2 id="destination-title" className={styles['checkout-card__title']}>
        {itCheckout.chooseSite}
      </h2>
      <p className="muted">{itCheckout.chooseSiteHint}</p>
      <ul className={styles['destination-picker__list']}>
        {sites.map((site) => (
          <li key={site.id}>
            <button
              type="button"
              className={styles['destination-picker__option']}
              onClick={() => onChoose(site)}
              data-testid="site-option"
            >
              <strong>{site.name}</strong>
              <span>
                {site.address}, {site.postcode} {site.locality} ({site.province})
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
