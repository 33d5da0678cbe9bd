import { ShopLink } from '../../components/ShopLink';
import { ProductImage } from '../../components/ProductImage';
import { itDocuments } from '../../i18n/it-documents';
import { productPath } from '../../lib/paths';
import { useRecentPurchasesQuery } from './api/recent-purchases-query';
import styles from './RecentPurchases.module.css';

const t = itDocuments.recentPurchases;

/**
 * 'Ultimi articoli acquistati' (company 2, logged in): the latest articles the customer bought,
 * each a link to its product page, below the listing; nothing while loading or when none.
 */
export function RecentPurchases() {
  const [{ data }] = useRecentPurchasesQuery();
  const items = data?.lastPurchases.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="recent-purchases-title" data-testid="recent-purchases">
      <h2 id="recent-purchases-title" className={styles.title}>
        {t.title}
      </h2>
      <ul className={styles.row}>
        {items.map((item) => (
          <li key={item.articleId} className={styles.item}>
            {item.productId ? (
              <ShopLink to={productPath(item.productId)} className={styles.link}>
                <ProductImage url={item.image?.url} alt={item.image?.alt ?? item.name} />
                <span className={styles.sku}>{item.sku}</span>
                <span className={styles.name}>{item.name}</span>
              </ShopLink>
            ) : (
              <div className={styles.link} title={t.noLongerSold}>
                <ProductImage url={item.image?.url} alt={item.image?.alt ?? item.name} />
                <span className={styles.sku}>{item.sku}</span>
                <span className={styles.name}>{item.name}</span>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
