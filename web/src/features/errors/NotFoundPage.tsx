import { ShopLink } from '../../components/ShopLink';
import { it } from '../../i18n/it';
import { itContent } from '../../i18n/it-content';
import styles from './NotFoundPage.module.css';
import { usePageTitle } from '../../lib/use-page-title';

/** 404 for /not-found and every unknown path. */
export function NotFoundPage() {
  usePageTitle(it.pageTitles.notFound);
  return (
    <section className={`page container ${styles['not-found']}`} data-testid="not-found">
      <p className={styles['not-found__code']} aria-hidden="true">
        404
      </p>
      <h1 className={styles['not-found__title']}>{itContent.notFound.title}</h1>
      <p className={styles['not-found__text']}>{itContent.notFound.text}</p>
      <ShopLink className="btn btn--primary" to="/">
        {itContent.notFound.home}
      </ShopLink>
    </section>
  );
}
