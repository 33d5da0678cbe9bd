import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ModalDialog } from '../../../components/ModalDialog';
import { itCheckout } from '../../../i18n/it-checkout';
import styles from '../Checkout.module.css';

const t = itCheckout;
const WEEKDAYS = ['L', 'M', 'M', 'G', 'V', 'S', 'D'];
const monthLabel = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayLabel = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (d: Date) => d.toISOString().slice(0, 10);
const monthOf = (iso: string) => iso.slice(0, 7);

function addMonths(month: string, n: number): string {
  const d = utc(`${month}-01`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return isoOf(d).slice(0, 7);
}

/** The days of a month laid out Monday first, with blanks before the 1st. */
function monthCells(month: string): Array<string | null> {
  const first = utc(`${month}-01`);
  const blanks = (first.getUTCDay() + 6) % 7;
  const cells: Array<string | null> = Array.from({ length: blanks }, () => null);
  for (const d = new Date(first); isoOf(d).startsWith(month); d.setUTCDate(d.getUTCDate() + 1))
    cells.push(isoOf(d));
  return cells;
}

interface PickupCalendarProps {
  /** Selectable dates as the gateway computed them ('YYYY-MM-DD', ascending). */
  dates: readonly string[];
  value: string;
  onChoose(date: string): void;
  onClose(): void;
}

/**
 * A month calendar in a modal in which only the gateway's selectable dates can be pressed:
 * weekends, holidays, blocked and full days are shown but disabled.
 */
export function PickupCalendar({ dates, value, onChoose, onClose }: PickupCalendarProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const selectable = useMemo(() => new Set(dates), [dates]);
  const firstMonth = monthOf(dates[0] ?? isoOf(new Date()));
  const lastMonth = monthOf(dates[dates.length - 1] ?? firstMonth);
  const [month, setMonth] = useState(value ? monthOf(value) : firstMonth);

  // Runs after the dialog has opened (a parent's effect follows its children's): focus a day.
  useEffect(() => {
    gridRef.current
      ?.querySelector<HTMLButtonElement>(
        '.pickup-calendar__day.is-selected, .pickup-calendar__day:not(:disabled)',
      )
      ?.focus();
  }, []);

  return (
    <ModalDialog
      className={`modal ${styles['pickup-calendar']}`}
      aria-labelledby={titleId}
      onClose={onClose}
      closeOnBackdrop
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {t.pickupDate}
        </h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t.closeCalendar}>
          ×
        </button>
      </div>
      <div className={styles['pickup-calendar__nav']}>
        <button
          type="button"
          className="icon-button"
          disabled={month <= firstMonth}
          onClick={() => setMonth(addMonths(month, -1))}
          aria-label={t.previousMonth}
        >
          ‹
        </button>
        <strong className={styles['pickup-calendar__month']} aria-live="polite">
          {monthLabel.format(utc(`${month}-01`))}
        </strong>
        <button
          type="button"
          className="icon-button"
          disabled={month >= lastMonth}
          onClick={() => setMonth(addMonths(month, 1))}
          aria-label={t.nextMonth}
        >
          ›
        </button>
      </div>
      <div
        ref={gridRef}
        className={styles['pickup-calendar__grid']}
        role="group"
        aria-label={monthLabel.format(utc(`${month}-01`))}
      >
        {WEEKDAYS.map((d, i) => (
          <span key={i} className={styles['pickup-calendar__weekday']} aria-hidden="true">
            {d}
          </span>
        ))}
        {monthCells(month).map((iso, i) =>
          iso === null ? (
            <span key={`blank-${i}`} />
          ) : (
            <button
              key={iso}
              type="button"
              className={`pickup-calendar__day ${iso === value ? styles['is-selected'] : ''}`}
              disabled={!selectable.has(iso)}
              aria-label={dayLabel.format(utc(iso))}
              aria-pressed={iso === value}
              data-date={iso}
              onClick={() => onChoose(iso)}
            >
              {Number(iso.slice(8))}
            </button>
          ),
        )}
      </div>
    </ModalDialog>
  );
}
