import { it } from '../../i18n/it';
import { itContent } from '../../i18n/it-content';
import { LoadFailedStatus, LoadingStatus } from '../../components/PageStatus';
import { usePageTitle } from '../../lib/use-page-title';
import { useSalesConditionsQuery, useStaticCompanyQuery, type SalesTermsData } from './api/static-pages-api';
import styles from './StaticPage.module.css';

const t = itContent.conditions;
const decimal = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });

function Terms({ terms }: { terms: SalesTermsData }) {
  const rows: [string, string][] = [
    [t.firstParcel, terms.firstParcel.formatted],
    [t.secondParcel, terms.secondParcel.formatted],
    [t.furtherParcel, terms.furtherParcel.formatted],
    [t.cashOnDelivery, terms.cashOnDelivery.formatted],
    [t.handling, terms.handling.formatted],
    [t.pickupHandling, terms.pickupHandling.formatted],
  ];
  return (
    <>
      <div className={styles.section}>
        <h2>{t.pricesTitle}</h2>
        <p>{t.prices}</p>
      </div>
      <div className={styles.section}>
        <h2>{t.shippingTitle}</h2>
        <table className={styles.table} data-testid="sales-tariff">
          <caption className="visually-hidden">{t.tariffCaption}</caption>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {terms.freeShippingTaxable && <p data-testid="free-shipping-terms">{t.freeShipping(terms.freeShippingTaxable.formatted)}</p>}
      </div>
      <div className={styles.section}>
        <h2>{t.pickupTitle}</h2>
        <p>{t.storage(terms.storageDays, terms.storageSupplement.formatted)}</p>
        <p>{t.cancellation(terms.cancellationDays, terms.cancellationFee.formatted)}</p>
      </div>
      <div className={styles.section}>
        <h2>{t.paymentsTitle}</h2>
        <p>{t.bouncedCheque(terms.bouncedChequeFee.formatted)}</p>
        <p>{t.bouncedReceipt(terms.bouncedReceiptFee.formatted)}</p>
      </div>
      <div className={styles.section}>
        <h2>{t.returnsTitle}</h2>
        <p>{t.returns(terms.returnDays)}</p>
        <p>{t.rejectedReturns(decimal.format(terms.rejectedReturnPercent), terms.rejectedReturnMinimum.formatted)}</p>
        <p>{t.tolerances(decimal.format(terms.weightTolerancePercent), decimal.format(terms.sizeToleranceCm))}</p>
      </div>
    </>
  );
}

/**
 * /condizioni-vendita: every figure comes from the gateway's sales terms, the constants orders
 * are charged with; the seller's data from the company profile.
 */
export function SalesConditionsPage() {
  usePageTitle(t.title);
  const [{ data: companyData }] = useStaticCompanyQuery();
  const [{ data, fetching, error }, refetch] = useSalesConditionsQuery();
  const company = companyData?.tenant.company;
  const terms = data?.tenant.salesTerms;
  return (
    <section className={`page container ${styles.page}`}>
      <h1 className="page-title">{t.title}</h1>
      {company && (
        <div className={styles.section}>
          <h2>{t.sellerTitle}</h2>
          <p>{t.seller(company.legalName, company.legalAddress, company.vatNumber)}</p>
          {company.operatingAddress && <p>{t.operating} {company.operatingAddress}</p>}
          <ul className={styles.list}>
            {[...company.phones, ...company.emails].map((c) => (
              <li key={c.href}>
                <span className="muted">{c.label}: </span>
                <a href={c.href}>{c.value}</a>
              </li>
            ))}
          </ul>
          <p className="muted">{t.hours}: {company.hours.join(' · ')}</p>
        </div>
      )}
      {terms ? (
        <Terms terms={terms} />
      ) : fetching ? (
        <LoadingStatus text={it.app.loading} />
      ) : error ? (
        <LoadFailedStatus text={t.loadFailed} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
      ) : null}
    </section>
  );
}
