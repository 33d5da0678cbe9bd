import { ShopLink } from '../../../components/ShopLink';
import { itAdmin } from '../../../i18n/it-admin';
import type { EditorBanner } from '../api/banners';
import styles from '../BannerEditorPage.module.css';
import { bannerEditPath } from '../../../lib/paths';

const t = itAdmin.banners;

/** The left column: every banner, the one open marked, and the new-banner action. */
export function BannerList({ banners, current }: { banners: readonly EditorBanner[]; current: string | undefined }) {
  return (
    <nav className={styles.list} aria-label={t.listTitle}>
      <ShopLink to="/personalizzaBanners" className="btn btn--primary btn--block">
        + {t.newBanner}
      </ShopLink>
      {banners.length === 0 ? (
        <p className="muted">{t.empty}</p>
      ) : (
        <ul className={styles.listItems}>
          {banners.map((b) => (
            <li key={b.id}>
              <ShopLink
                to={bannerEditPath(b.timeStamp)}
                className={`${styles.listItem} ${b.timeStamp === current ? styles.current : ''}`}
                aria-current={b.timeStamp === current ? 'page' : undefined}
              >
                <span className={styles.listName}>{b.name || b.timeStamp}</span>
                <span className={styles.badges}>
                  {t.types[b.type]}
                  {b.isDefault && <span className={styles.badge}>{t.defaultBadge}</span>}
                  {b.isDefaultForVisitors && <span className={styles.badge}>{t.defaultVisitorsBadge}</span>}
                </span>
              </ShopLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
