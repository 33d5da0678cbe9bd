import { useCallback, useEffect, useState } from 'react';
import { itOffline as t } from '../../i18n/it-offline';
import { useShell } from '../../lib/app-start/shell-context';
import { usePageTitle } from '../../lib/use-page-title';
import { useOfflineCustomers } from './api/offline-customers';
import { downloadPackage, type DownloadProgress } from './download-package';
import { offlineDate, offlineSize } from './format';
import { isOfflineDataExpired } from './offline-expiry';
import { firstListingVariables } from '../../lib/listing-first-page';
import { cartLinesOf, preparedId, preparedOf, savePrepared, type PreparedCustomer } from './offline-db';
import { saveOfflineStart } from './offline-start';
import { useAppStartQuery } from '../../lib/app-start/app-start-query';
import { OfflineOrderForm } from './OfflineOrderForm';
import { prefetchFirstScreen } from './prefetch-pictures';
import { OfflineOrders } from './OfflineOrders';
import styles from './OfflinePage.module.css';

type Job = { phase: 'downloading'; progress: DownloadProgress } | { phase: 'saving' } | { phase: 'failed' };

/** The device's storage figure: what the shop's origin holds (IndexedDB, caches). */
function useStorageUsed(deps: unknown): number | null {
  const [used, setUsed] = useState<number | null>(null);
  useEffect(() => {
    void navigator.storage?.estimate?.().then((e) => setUsed(e.usage ?? null));
  }, [deps]);
  return used;
}

/** /offline ('Uso offline'): the agent's customers, each downloaded to the device on request. */
export function OfflinePage() {
  usePageTitle(t.title);
  const { viewer } = useShell();
  const username = viewer?.username ?? '';
  const [{ data, fetching, error }] = useOfflineCustomers();
  const [{ data: start }] = useAppStartQuery();
  const [prepared, setPrepared] = useState<Map<string, PreparedCustomer>>(new Map());
  const [jobs, setJobs] = useState<Map<string, Job>>(new Map());
  const [ordering, setOrdering] = useState<string | null>(null);
  const [queued, setQueued] = useState(0);
  const used = useStorageUsed(prepared);

  const reload = useCallback(async () => {
    const records = await preparedOf(username);
    setPrepared(new Map(records.map((r) => [String(r.customerId), r])));
    // A cart filled with no network on the product pages opens its customer's order form.
    for (const r of records) {
      if ((await cartLinesOf(username, r.customerId)).length > 0) {
        setOrdering((current) => current ?? String(r.customerId));
        break;
      }
    }
  }, [username]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const setJob = (id: string, job: Job | null) =>
    setJobs((current) => {
      const next = new Map(current);
      if (job) next.set(id, job);
      else next.delete(id);
      return next;
    });

  const prepare = async (id: string, name: string) => {
    setJob(id, { phase: 'downloading', progress: { received: 0, total: null } });
    try {
      const { pkg, bytes } = await downloadPackage(id, (progress) => setJob(id, { phase: 'downloading', progress }));
      setJob(id, { phase: 'saving' });
      await savePrepared({
        id: preparedId(username, pkg.customer.id),
        username,
        customerId: pkg.customer.id,
        customerName: pkg.customer.name || name,
        preparedAt: pkg.preparedAt,
        stockReadAt: pkg.stockReadAt,
        bytes,
        pkg,
      });
      // The shell opens from this with no network, as this user, until logout.
      if (start) saveOfflineStart(username, pkg.preparedAt, start);
      await reload();
      // The listing's offline answers read the new package, not the one read before; its first
      // listing page and cart are kept for the first offline start before the customer is shown
      // ready (the agent may close the page then). Ready all the same if they could not be kept:
      // the offline start then reads the package.
      await import('./offline-answers-client')
        .then((m) => {
          m.forgetLoadedPackages();
          return m.keepFirstPages(pkg.customer.id, firstListingVariables());
        })
        .catch(() => undefined);
      setJob(id, null);
      void prefetchFirstScreen(pkg);
    } catch {
      setJob(id, { phase: 'failed' });
    }
  };

  // With no network the list is the customers already on the device.
  const customers = data
    ? data.customers
    : [...prepared.values()].map((r) => ({ id: String(r.customerId), name: r.customerName }));
  return (
    <div className={`page container ${styles.page}`}>
      <h1 className="page-title">{t.title}</h1>
      <p className={styles.intro}>{t.intro}</p>
      <h2>{t.customersHeading}</h2>
      {!data && fetching && <p role="status">{t.loading}</p>}
      {!data && error && !fetching && customers.length === 0 && <p role="alert">{t.loadFailed}</p>}
      {data && customers.length === 0 && <p>{t.noCustomers}</p>}
      <ul className={styles.customers}>
        {customers.map((c) => {
          const job = jobs.get(c.id);
          const ready = prepared.get(c.id);
          const expired = ready ? isOfflineDataExpired(ready.preparedAt, new Date(), ready.pkg.expiresAt) : false;
          return (
            <li key={c.id} className={styles.customer} data-testid={`offline-customer-${c.id}`}>
              <span className={styles.name}>{c.name}</span>
              {job?.phase === 'downloading' && (
                <>
                  <progress
                    className={styles.progress}
                    aria-label={t.downloading('')}
                    max={job.progress.total ?? undefined}
                    value={job.progress.total ? job.progress.received : undefined}
                  />
                  <span role="status">{t.downloading(offlineSize(job.progress.received))}</span>
                </>
              )}
              {job?.phase === 'saving' && (
                <>
                  <progress className={styles.progress} aria-label={t.saving} />
                  <span role="status">{t.saving}</span>
                </>
              )}
              {job?.phase === 'failed' && (
                <span role="alert" className={styles.error}>
                  {t.failed}
                </span>
              )}
              {ready && !job && (
                <span className={expired ? styles.error : styles.ready}>
                  {expired ? t.expired : t.ready}{' '}
                  <span className={styles.muted}>{t.readyDetail(offlineDate(ready.preparedAt), offlineSize(ready.bytes))}</span>
                </span>
              )}
              {ready && !expired && ordering === c.id && (
                <OfflineOrderForm
                  username={username}
                  prepared={ready}
                  onQueued={() => {
                    setOrdering(null);
                    setQueued((n) => n + 1);
                  }}
                />
              )}
              <span>
                {ready && !expired && ordering !== c.id && (
                  <button type="button" className="btn" onClick={() => setOrdering(c.id)}>
                    {t.newOrder}
                  </button>
                )}{' '}
                <button
                  type="button"
                  className="btn btn--primary"
                  disabled={job?.phase === 'downloading' || job?.phase === 'saving'}
                  onClick={() => void prepare(c.id, c.name)}
                >
                  {ready ? t.downloadAgain : t.download}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {used !== null && <p className={styles.muted}>{t.storage(offlineSize(used))}</p>}
      {username && <OfflineOrders username={username} version={queued} />}
    </div>
  );
}
