import { useId, useState } from 'react';
import { itPriceList } from '../../i18n/it-pricelist';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailedStatus, LoadingStatus } from '../../components/PageStatus';
import { usePriceListOptions } from './api/price-list-options';
import { downloadFile, DownloadError } from './download-file';
import styles from './PriceListPage.module.css';

const t = itPriceList.priceList;
type Format = 'xlsx' | 'pdf';

function failureText(err: unknown): string {
  const status = err instanceof DownloadError ? err.status : 0;
  return status in t.failed ? t.failed[status as keyof typeof t.failed] : t.failed.other;
}

/** /my-pricelist: the live price list as xlsx and PDF; agents choose a list or a customer (§6). */
export function PriceListPage() {
  usePageTitle(t.title);
  const [{ data, fetching, error }, refetch] = usePriceListOptions();
  const options = data?.priceListOptions;
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState<Format | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const selectId = useId();

  if (!options) {
    return (
      <div className={`page container ${styles.page}`}>
        <h1 className="page-title">{t.title}</h1>
        {fetching || !error ? (
          <LoadingStatus text={t.loading} />
        ) : (
          // With no network it says that the price list needs the connection.
          <LoadFailedStatus text={t.loadFailed} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
        )}
      </div>
    );
  }

  const agent = options.role === 'AGENT_CHOICE';
  const defaultChoice = options.currentCustomerId
    ? `customerId=${options.currentCustomerId}`
    : options.lists[0]
      ? `listId=${options.lists[0].id}`
      : '';
  const selected = choice ?? defaultChoice;
  const query = agent && selected ? `?${selected}` : '';

  const download = async (format: Format) => {
    setBusy(format);
    setMessage(null);
    try {
      const name = await downloadFile(`/pricelists/current.${format}${query}`, `listino.${format}`);
      setMessage({ kind: 'ok', text: t.ready(name) });
    } catch (err) {
      setMessage({ kind: 'error', text: failureText(err) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={`page container ${styles.page}`}>
      <h1 className="page-title">{t.title}</h1>
      <p className={styles.intro}>{options.pricesIncludeVat ? t.introVatIncluded : t.intro}</p>
      {options.role === 'OWN_CUSTOMER' && <p>{options.pricesIncludeVat ? t.ownListVatIncluded : t.ownList}</p>}
      {options.role === 'CAMPANA' && options.lists[0] && <p>{t.campanaList(options.lists[0].name)}</p>}
      {!options.showsPrices && <p className={styles.notice}>{t.noPrices}</p>}
      {agent && (
        <div className={styles.field}>
          <label htmlFor={selectId}>{t.choiceLabel}</label>
          <select id={selectId} value={selected} disabled={busy !== null} onChange={(e) => setChoice(e.target.value)}>
            <optgroup label={t.listsGroup}>
              {options.lists.map((l) => (
                <option key={`l${l.id}`} value={`listId=${l.id}`}>
                  {l.name}
                </option>
              ))}
            </optgroup>
            {options.customers.length > 0 && (
              <optgroup label={t.customersGroup}>
                {options.customers.map((c) => (
                  <option key={`c${c.id}`} value={`customerId=${c.id}`}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        </div>
      )}
      <ul className={styles.downloads}>
        {(['xlsx', 'pdf'] as const).map((format) => (
          <li key={format} className={styles.card}>
            <button
              type="button"
              className="btn btn--primary"
              disabled={busy !== null}
              aria-busy={busy === format}
              onClick={() => void download(format)}
            >
              {busy === format && <span className={styles.spinner} aria-hidden="true" />}
              {format === 'xlsx' ? t.xlsx : t.pdf}
            </button>
            <p className={styles.hint}>{format === 'xlsx' ? t.xlsxHint : t.pdfHint}</p>
          </li>
        ))}
      </ul>
      <div role="status" aria-live="polite" className={styles.status}>
        {busy !== null ? t.preparing : message?.kind === 'ok' ? message.text : ''}
      </div>
      {message?.kind === 'error' && (
        <p role="alert" className={styles.error}>
          {message.text}
        </p>
      )}
    </div>
  );
}
