import { itDocuments } from '../../../i18n/it-documents';
import type { DocumentItem } from '../api/documents-queries';
import { italianDate } from '../format';
import styles from './DocumentSummary.module.css';

const t = itDocuments.documents.summary;

type Row = { label: string; value: string; strong?: boolean };

/**
 * Under a document's lines: every amount the gateway itemised, in the order that adds up (goods
 * and charges, then taxable, VAT and total; 'i.i.': goods and charges make the total, which is
 * then split), and what the buyer chose. Nothing is computed here.
 */
export function DocumentSummary({ doc }: { doc: DocumentItem }) {
  const ii = doc.amountsIncludeVat ? ` ${t.vatIncluded}` : '';
  const amounts: Row[] = [];
  const add = (label: string, money: { formatted: string; amount: number } | null | undefined, always = false) => {
    if (money && (always || money.amount !== 0)) amounts.push({ label, value: money.formatted });
  };
  if (doc.showsAmounts) {
    add(`${t.goods}${ii}`, doc.goods, true);
    add(`${t.shipping}${ii}`, doc.shipping);
    add(`${t.collectionFee}${ii}`, doc.collectionFee);
    add(`${t.packingFee}${ii}`, doc.packingFee);
    add(`${t.otherCharges}${ii}`, doc.otherCharges);
    if (doc.amountsIncludeVat) {
      if (doc.total) amounts.push({ label: t.total, value: doc.total.formatted, strong: true });
      add(t.ofWhichTaxable, doc.taxable, true);
      add(t.ofWhichVat, doc.vat, true);
    } else {
      add(t.taxable, doc.taxable, true);
      add(t.vat, doc.vat, true);
      if (doc.total) amounts.push({ label: t.total, value: doc.total.formatted, strong: true });
    }
  }
  const choices: Row[] = [];
  const choose = (label: string, value: string | null | undefined) => {
    if (value) choices.push({ label, value });
  };
  choose(t.shippingMode, doc.shippingMode);
  choose(t.secondShippingMode, doc.secondShippingMode);
  choose(t.pickupDate, doc.pickupDate ? italianDate(doc.pickupDate) : null);
  choose(t.payment, doc.paymentMethod);
  if (amounts.length === 0 && choices.length === 0) return null;
  return (
    <div className={styles.summary}>
      {choices.length > 0 && (
        <dl className={styles.choices} aria-label={t.choices(doc.number)} data-testid="document-choices">
          {choices.map((r) => (
            <div key={r.label} className={styles.row}>
              <dt>{r.label}</dt>
              <dd>{r.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {amounts.length > 0 && (
        <dl className={styles.amounts} aria-label={t.amounts(doc.number)} data-testid="document-amounts">
          {amounts.map((r) => (
            <div key={r.label} className={r.strong ? `${styles.row} ${styles.strong}` : styles.row}>
              <dt>{r.label}</dt>
              <dd className={styles.money}>{r.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
