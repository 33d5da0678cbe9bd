// Pickup-on-site dates (delivery mode 34), design §5.3. Dates are calendar days 'YYYY-MM-DD' in
// Europe/Rome; the upstream writes them 'MM-DD-YYYY' and the shop shows 'dd/MM/yyyy'.

import Holidays from 'date-holidays';

export type PickupRefusal = 'INVALID' | 'PAST' | 'TODAY' | 'WEEKEND' | 'HOLIDAY' | 'DISABLED' | 'FULL';

export interface PickupConfig {
  /** Today in Europe/Rome, 'YYYY-MM-DD' (see todayInRome). */
  today: string;
  /** Dates the administrator blocked. */
  disabled: ReadonlySet<string>;
  /** Dates the administrator opened explicitly, with their number of pickups (NumRit). */
  enabled: ReadonlyMap<string, number>;
  /** Pickups per ordinary day (NumSlot). */
  numSlot: number;
  /** Pickups already booked on a date. */
  booked: (date: string) => number;
}

export interface PickupValidity {
  valid: boolean;
  reason: PickupRefusal | null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/u;
const UPSTREAM_DATE = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/u;

const italianHolidays = new Holidays('IT', { types: ['public'] });
const holidaysByYear = new Map<number, ReadonlySet<string>>();

function holidaysOf(year: number): ReadonlySet<string> {
  let set = holidaysByYear.get(year);
  if (!set) {
    // `date` is the local calendar day in Italy ('2026-04-06 00:00:00'), independent of the
    // server's time zone, unlike isHoliday(Date).
    const days = new Set(italianHolidays.getHolidays(year).map((h) => h.date.slice(0, 10)));
    // Legge 151/2025 reinstated San Francesco d'Assisi (4 October) as a national holiday from
    // 2026; releases of date-holidays older than that law do not list it.
    if (year >= 2026) days.add(`${year}-10-04`);
    set = days;
    holidaysByYear.set(year, set);
  }
  return set;
}

/** The parsed calendar day, or null when the text is not a real 'YYYY-MM-DD' date. */
function parseIsoDate(date: string): Date | null {
  const m = ISO_DATE.exec(date);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === date ? d : null;
}

export function isItalianPublicHoliday(date: string): boolean {
  const d = parseIsoDate(date);
  return d !== null && holidaysOf(d.getUTCFullYear()).has(date);
}

/** Today's calendar day in Europe/Rome, whatever the server's time zone. */
export function todayInRome(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * A pickup date is valid when it is after today, on a working day that is no public holiday, not
 * blocked, and the day still has a free slot. A date the administrator opened explicitly may fall
 * on a weekend and has its own number of pickups; it is still refused in the past, today, on a
 * public holiday or when also blocked (blocking is the safer of two contradicting settings).
 */
export function isPickupDateValid(date: string, cfg: PickupConfig): PickupValidity {
  const d = parseIsoDate(date);
  if (d === null) return refuse('INVALID');
  // ISO dates of equal length compare correctly as strings.
  if (date < cfg.today) return refuse('PAST');
  if (date === cfg.today) return refuse('TODAY');
  if (holidaysOf(d.getUTCFullYear()).has(date)) return refuse('HOLIDAY');
  const enabledSlots = cfg.enabled.get(date);
  const weekday = d.getUTCDay();
  if (enabledSlots === undefined && (weekday === 0 || weekday === 6)) return refuse('WEEKEND');
  if (cfg.disabled.has(date)) return refuse('DISABLED');
  const capacity = enabledSlots ?? cfg.numSlot;
  if (cfg.booked(date) >= capacity) return refuse('FULL');
  return { valid: true, reason: null };
}

function refuse(reason: PickupRefusal): PickupValidity {
  return { valid: false, reason };
}

/** Adds days to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const d = parseIsoDate(date);
  if (d === null) throw new RangeError(`Not a date: ${date}`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The valid dates among the `days` calendar days after `fromExclusive`, for the date picker. */
export function selectableDates(fromExclusive: string, days: number, cfg: PickupConfig): string[] {
  const result: string[] = [];
  for (let i = 1; i <= days; i++) {
    const date = addDays(fromExclusive, i);
    if (isPickupDateValid(date, cfg).valid) result.push(date);
  }
  return result;
}

/** '03-13-2023' (the upstream's MM-DD-YYYY) → '2023-03-13'. */
export function fromUpstreamDate(date: string): string {
  const m = UPSTREAM_DATE.exec(date.trim());
  const iso = m ? `${m[3]}-${(m[1] ?? '').padStart(2, '0')}-${(m[2] ?? '').padStart(2, '0')}` : '';
  if (parseIsoDate(iso) === null) throw new RangeError(`Not an upstream date: ${date}`);
  return iso;
}

/** '2023-03-13' → '03-13-2023'. */
export function toUpstreamDate(date: string): string {
  if (parseIsoDate(date) === null) throw new RangeError(`Not a date: ${date}`);
  return `${date.slice(5, 7)}-${date.slice(8, 10)}-${date.slice(0, 4)}`;
}

/** '2026-03-13' → '13/03/2026'. */
export function toItalianDate(date: string): string {
  if (parseIsoDate(date) === null) throw new RangeError(`Not a date: ${date}`);
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}
