import { it } from '../i18n/it';
import styles from './PageFallback.module.css';

/** While a page's code arrives: the page's room, kept so that the footer does not jump. */
export function PageFallback() {
  return (
    <div className={styles.fallback} role="status" aria-busy="true">
      <span className="visually-hidden">{it.app.loading}</span>
    </div>
  );
}
