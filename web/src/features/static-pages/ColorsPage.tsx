import { it } from '../../i18n/it';
import { itContent } from '../../i18n/it-content';
import { LoadFailedStatus, LoadingStatus } from '../../components/PageStatus';
import { usePageTitle } from '../../lib/use-page-title';
import { useColourChartsQuery } from './api/static-pages-api';
import styles from './StaticPage.module.css';

const t = itContent.colors;

/** /colors: the brands' colour charts ('Cartelle colori'), PDFs generated from the catalogue. */
export function ColorsPage() {
  usePageTitle(t.title);
  const [{ data, fetching, error }, refetch] = useColourChartsQuery();
  const charts = data?.tenant.catalogueBook?.colourCharts;
  return (
    <section className={`page container ${styles.page}`}>
      <h1 className="page-title">{t.title}</h1>
      <div className={styles.section}>
        <h2>{t.heading}</h2>
        <p>{t.intro}</p>
        {charts ? (
          charts.length > 0 ? (
            <ul className={styles.list} data-testid="colour-charts">
              {charts.map((c) => (
                <li key={c.url}><a href={c.url} download>{t.chart(c.name)}</a></li>
              ))}
            </ul>
          ) : (
            <p>{t.none}</p>
          )
        ) : fetching ? (
          <LoadingStatus text={it.app.loading} />
        ) : error ? (
          <LoadFailedStatus text={t.loadFailed} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
        ) : (
          <p>{t.none}</p>
        )}
      </div>
    </section>
  );
}
