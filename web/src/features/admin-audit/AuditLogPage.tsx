import { itAdmin } from '../../i18n/it-admin';
import { classifyError } from '../../lib/graphql-errors';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailedStatus, LoadingStatus } from '../../components/PageStatus';
import { NotAllowed } from '../../components/NotAllowed';
import { useAuditLogQuery } from './api/audit-log';
import styles from './AuditLogPage.module.css';

const t = itAdmin.audit;
const when = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Rome' }).format(new Date(iso));

/** The latest admin changes (who, when, what, before and after), for the administrators. */
export function AuditLogPage() {
  usePageTitle(t.title);
  const [{ data, error, fetching }, reload] = useAuditLogQuery();
  if (error && classifyError(error) === 'forbidden') return <NotAllowed title={t.title} />;
  const entries = data?.adminAuditLog;
  return (
    <section className="page container">
      <h1 className="page-title">{t.title}</h1>
      {!entries && (fetching ? <LoadingStatus text={itAdmin.loading} /> : <LoadFailedStatus text={itAdmin.loadFailed} onRetry={() => reload()} />)}
      {entries && entries.length === 0 && <p className="muted">{t.empty}</p>}
      {entries && entries.length > 0 && (
        <div className={styles.scroll}>
          <table className={`data-table ${styles.table}`}>
            <thead>
              <tr><th scope="col">{t.when}</th><th scope="col">{t.who}</th><th scope="col">{t.action}</th><th scope="col">{t.target}</th><th scope="col">{t.details}</th></tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td><time dateTime={e.at}>{when(e.at)}</time></td>
                  <td>{e.username} ({e.referenceId})</td>
                  <td>{e.action}</td>
                  <td>{e.target}</td>
                  <td>
                    <details>
                      <summary>{t.details}</summary>
                      <p className={styles.label}>{t.before}</p>
                      <pre className={styles.json}>{e.before ?? '—'}</pre>
                      <p className={styles.label}>{t.after}</p>
                      <pre className={styles.json}>{e.after ?? '—'}</pre>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
