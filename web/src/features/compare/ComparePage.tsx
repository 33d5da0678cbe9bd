import type { ReactNode } from 'react';
import { ShopLink } from '../../components/ShopLink';
import { it } from '../../i18n/it';
import { itCompare } from '../../i18n/it-compare';
import { EmptyStatus, LoadFailedStatus, LoadingStatus } from '../../components/PageStatus';
import { ProductImage } from '../../components/ProductImage';
import { announceOutcome } from '../../lib/mutation-outcome';
import { usePageTitle } from '../../lib/use-page-title';
import { useCompareListQuery, useCompareRemoveMutation, type CompareProduct } from './api/compare-api';
import styles from './ComparePage.module.css';
import { productPath } from '../../lib/paths';

const t = itCompare;

const sizesOf = (p: CompareProduct) => [...new Set(p.variations.flatMap((v) => v.sizes.map((s) => s.name)))];

/** /confronta: the session's compare list side by side, every value as the gateway gives it. */
export function ComparePage() {
  usePageTitle(t.title);
  const [{ data, fetching, error }, refetch] = useCompareListQuery();
  const [{ fetching: removing }, remove] = useCompareRemoveMutation();
  const products = data?.compareList.products;

  const rows: [string, (p: CompareProduct) => ReactNode][] = [
    [t.price, (p) => (p.price ? <>{p.price.price.formatted}{p.price.unitLabel ? ` ${p.price.unitLabel}` : ''}</> : '—')],
    [t.brand, (p) => p.brand ?? '—'],
    [t.category, (p) => p.category ?? '—'],
    [t.colours, (p) => (p.variations.length ? (
      <ul className={styles.values}>
        {p.variations.map((v) => (
          <li key={v.color}><span className={styles.swatch} style={{ background: v.hex }} aria-hidden="true" /> {v.name}</li>
        ))}
      </ul>
    ) : t.single)],
    [t.sizes, (p) => sizesOf(p).join(' · ') || t.single],
    [t.availability, (p) => (p.variations.length ? (
      <ul className={styles.values}>
        {p.variations.map((v) => (
          <li key={v.color}>
            <strong>{v.name}:</strong> {v.sizes.map((s) => `${s.name} ${s.availabilityText}`).join(' · ')}
          </li>
        ))}
      </ul>
    ) : p.availabilityText)],
  ];

  return (
    <section className={`page container ${styles.page}`}>
      <h1 className="page-title">{t.title}</h1>
      {!products ? (
        fetching || !error ? <LoadingStatus text={it.app.loading} /> : (
          <LoadFailedStatus text={t.loadFailed} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
        )
      ) : products.length === 0 ? (
        <EmptyStatus text={t.empty} testId="compare-empty" />
      ) : (
        <div className={styles.scroller} tabIndex={0} role="region" aria-label={t.title}>
          <table className={styles.table} data-testid="compare-table">
            <thead>
              <tr>
                <td />
                {products.map((p) => (
                  <th key={p.id} scope="col">
                    <div className={styles.head}>
                    <div className={styles.image}><ProductImage url={p.image?.url} alt={p.image?.alt ?? p.name} /></div>
                    <ShopLink to={productPath(p.id)}>{p.sku}</ShopLink>
                    <span className={styles.name}>{p.name}</span>
                    <button
                      type="button"
                      className="btn"
                      disabled={removing}
                      onClick={async () => {
                        const res = await remove({ input: { productId: p.id } });
                        const payload = res.data?.compareRemove;
                        announceOutcome({ error: res.error, userErrors: payload?.userErrors }, payload?.message ?? null);
                      }}
                    >
                      {t.remove}<span className="visually-hidden"> {p.sku}</span>
                    </button>
                    </div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([label, cell]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {products.map((p) => <td key={p.id}>{cell(p)}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
