import { useState, type FormEvent } from 'react';
import type { PickupAdministrationFieldsFragment, PickupAdministrationPayloadFieldsFragment } from '../../gql/graphql';
import { itAdmin } from '../../i18n/it-admin';
import { classifyError } from '../../lib/graphql-errors';
import { announceOutcome } from '../../lib/mutation-outcome';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailedStatus, LoadingStatus } from '../../components/PageStatus';
import { NotAllowed } from '../../components/NotAllowed';
import { ModalDialog } from '../../components/ModalDialog';
import { usePickupAdministration, usePickupAdminMutations } from './api/pickup-admin';
import { DateList } from './components/DateList';
import styles from './PickupAdminPage.module.css';

const t = itAdmin.pickups;
type Tab = 'disabled' | 'slots';
type Calendar = PickupAdministrationFieldsFragment;
type Pending = { kind: 'disabled' | 'enabled'; date: string } | null;

/** /ritiri: the pickup administrator's calendar (spec §2 Pickup-date administration). */
export function PickupAdminPage() {
  usePageTitle(t.title);
  const [{ data, error, fetching }, reload] = usePickupAdministration();
  const m = usePickupAdminMutations();
  const [tab, setTab] = useState<Tab>('disabled');
  const [latest, setLatest] = useState<Calendar | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [newDisabled, setNewDisabled] = useState('');
  const [newEnabled, setNewEnabled] = useState({ date: '', pickups: '1' });
  const [slots, setSlots] = useState<string | null>(null);

  if (error && classifyError(error) === 'forbidden') return <NotAllowed title={t.title} />;
  const cal: Calendar | null = latest ?? data?.pickupAdministration ?? null;
  if (!cal) {
    if (fetching) return <section className="page container"><LoadingStatus text={itAdmin.loading} /></section>;
    return (
      <section className="page container">
        <LoadFailedStatus text={itAdmin.loadFailed} onRetry={() => reload({ requestPolicy: 'network-only' })} />
      </section>
    );
  }

  type Payload = PickupAdministrationPayloadFieldsFragment | undefined;
  const settle = (result: { error?: Parameters<typeof announceOutcome>[0]['error']; payload: Payload }, success: string) => {
    const ok = announceOutcome({ error: result.error, userErrors: result.payload?.userErrors }, success);
    if (ok && result.payload?.administration) setLatest(result.payload.administration);
    return ok;
  };

  const addDisabled = async (event: FormEvent) => {
    event.preventDefault();
    const r = await m.addDisabled({ input: { date: newDisabled } });
    if (settle({ error: r.error, payload: r.data?.pickupDisabledDateAdd }, t.added)) setNewDisabled('');
  };
  const addEnabled = async (event: FormEvent) => {
    event.preventDefault();
    const r = await m.addEnabled({ input: { date: newEnabled.date, pickups: Number(newEnabled.pickups) } });
    if (settle({ error: r.error, payload: r.data?.pickupEnabledDateAdd }, t.added)) setNewEnabled({ date: '', pickups: '1' });
  };
  const changeSlots = async (event: FormEvent) => {
    event.preventDefault();
    const r = await m.changeSlots({ input: { slotsPerDay: Number(slots ?? cal.slotsPerDay) } });
    if (settle({ error: r.error, payload: r.data?.pickupSlotsChange }, t.slotsChanged)) setSlots(null);
  };
  const confirmDelete = async () => {
    if (!pending) return;
    const { kind, date } = pending;
    setPending(null);
    if (kind === 'disabled') {
      const r = await m.deleteDisabled({ input: { date } });
      settle({ error: r.error, payload: r.data?.pickupDisabledDateDelete }, t.deleted);
    } else {
      const r = await m.deleteEnabled({ input: { date } });
      settle({ error: r.error, payload: r.data?.pickupEnabledDateDelete }, t.deleted);
    }
  };

  const tabButton = (id: Tab, label: string) => (
    <button
      type="button"
      role="tab"
      id={`tab-${id}`}
      aria-selected={tab === id}
      aria-controls={`panel-${id}`}
      tabIndex={tab === id ? 0 : -1}
      className={`tabs__tab ${tab === id ? 'is-current' : ''} ${styles.tab}`}
      onClick={() => setTab(id)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
          const next = id === 'disabled' ? 'slots' : 'disabled';
          setTab(next);
          document.getElementById(`tab-${next}`)?.focus();
        }
      }}
    >
      {label}
    </button>
  );

  return (
    <section className={`page container ${styles.page}`} aria-busy={m.busy}>
      <h1 className="page-title">{t.title}</h1>
      <div className="tabs" role="tablist" aria-label={t.title}>
        {tabButton('disabled', t.tabDisabled)}
        {tabButton('slots', t.tabSlots)}
      </div>
      {tab === 'disabled' ? (
        <div role="tabpanel" id="panel-disabled" aria-labelledby="tab-disabled" className={styles.panel}>
          <h2 className={styles.heading}>{t.disabledHeading}</h2>
          <form className={styles.inline} onSubmit={addDisabled}>
            <div className="field">
              <label htmlFor="disabled-date">{t.date}</label>
              <input id="disabled-date" className="input" type="date" required value={newDisabled} onChange={(e) => setNewDisabled(e.target.value)} />
            </div>
            <button type="submit" className="btn btn--primary" disabled={m.busy}>{t.add}</button>
          </form>
          <DateList dates={cal.disabledDates.map((date) => ({ date }))} onDelete={(date) => setPending({ kind: 'disabled', date })} busy={m.busy} testId="disabled-dates" />
        </div>
      ) : (
        <div role="tabpanel" id="panel-slots" aria-labelledby="tab-slots" className={styles.panel}>
          <form className={styles.inline} onSubmit={changeSlots}>
            <div className="field">
              <label htmlFor="slots-per-day">{t.slotsPerDay}</label>
              <input id="slots-per-day" className="input" type="number" min={1} step={1} required value={slots ?? String(cal.slotsPerDay)} onChange={(e) => setSlots(e.target.value)} />
            </div>
            <button type="submit" className="btn btn--primary" disabled={m.busy}>{t.change}</button>
          </form>
          <h2 className={styles.heading}>{t.enabledHeading}</h2>
          <form className={styles.inline} onSubmit={addEnabled}>
            <div className="field">
              <label htmlFor="enabled-date">{t.date}</label>
              <input id="enabled-date" className="input" type="date" required value={newEnabled.date} onChange={(e) => setNewEnabled({ ...newEnabled, date: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor="enabled-pickups">{t.pickups}</label>
              <input id="enabled-pickups" className="input" type="number" min={1} step={1} required value={newEnabled.pickups} onChange={(e) => setNewEnabled({ ...newEnabled, pickups: e.target.value })} />
            </div>
            <button type="submit" className="btn btn--primary" disabled={m.busy}>{t.add}</button>
          </form>
          <DateList dates={cal.enabledDates} onDelete={(date) => setPending({ kind: 'enabled', date })} busy={m.busy} testId="enabled-dates" />
        </div>
      )}
      {pending && (
        <ModalDialog className="modal" aria-labelledby="confirm-delete" onClose={() => setPending(null)}>
          <p id="confirm-delete" className={styles.confirmText}>{t.confirmDelete}</p>
          <div className={styles.actions}>
            <button type="button" className="btn" onClick={() => setPending(null)}>{t.cancel}</button>
            <button type="button" className="btn btn--primary" onClick={() => void confirmDelete()}>{t.confirm}</button>
          </div>
        </ModalDialog>
      )}
    </section>
  );
}
