import { it } from '../../../i18n/it';
import type { PrecheckoutCustomer } from '../api/precheckout-query';

type Site = PrecheckoutCustomer['sites'][number];

interface DestinationPickerProps {
  sites: readonly Site[];
  onChoose(site: Site): void;
}

/** 'Scegli la destinazione': the customer's delivery sites, one button each. */
export function DestinationPicker({ sites, onChoose }: DestinationPickerProps) {
  return (
    <section className="checkout-card destination-picker" aria-labelledby="destination-title">
      <h2 id="destination-title" className="checkout-card__title">
        {it.checkout.chooseSite}
      </h2>
      <p className="muted">{it.checkout.chooseSiteHint}</p>
      <ul className="destination-picker__list">
        {sites.map((site) => (
          <li key={site.id}>
            <button
              type="button"
              className="destination-picker__option"
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
