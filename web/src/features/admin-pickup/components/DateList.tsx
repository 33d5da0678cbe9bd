import { itAdmin } from '../../../i18n/it-admin';
import { formatIsoDate } from '../../../lib/italian-date';
import styles from '../PickupAdminPage.module.css';

const t = itAdmin.pickups;

interface DateListProps {
  dates: readonly { date: string; pickups?: number }[];
  onDelete(date: string): void;
  busy: boolean;
  testId: string;
}

export function DateList({ dates, onDelete, busy, testId }: DateListProps) {
  if (dates.length === 0) return <p className="muted">{t.noDates}</p>;
  return (
    <ul className={styles.list} data-testid={testId}>
      {dates.map(({ date, pickups }) => (
        <li key={date} className={styles.row}>
          <span>
            <time dateTime={date}>{formatIsoDate(date)}</time>
            {pickups !== undefined && <span className={styles.pickups}> · {t.pickups}: {pickups}</span>}
          </span>
          <button type="button" className="btn" disabled={busy} aria-label={t.deleteDate(formatIsoDate(date))} onClick={() => onDelete(date)}>
            {t.delete}
          </button>
        </li>
      ))}
    </ul>
  );
}
