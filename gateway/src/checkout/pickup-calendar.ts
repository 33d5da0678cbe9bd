import {
  addDays,
  isPickupDateValid,
  selectableDates,
  todayInRome,
  type PickupConfig,
} from '../domain/pickup-dates.ts';
import type { PickupCalendarModel } from '../erp/checkout-models.ts';

/** The domain's view of the upstream's pickup calendar (design §5.3), for a given today. */
export function pickupConfigOf(cal: PickupCalendarModel, today: string): PickupConfig {
  const booked = new Map(cal.booked.map((b) => [b.date, b.count]));
  return {
    today,
    disabled: new Set(cal.disabled),
    enabled: new Map(cal.enabled.map((e) => [e.date, e.slots])),
    numSlot: cal.slotsPerDay,
    booked: (date) => booked.get(date) ?? 0,
  };
}

export interface PickupCalendarView {
  dates: string[];
  disabledDates: string[];
  bookedPickup: string | null;
}

/** Number of calendar days in `months` months from `from` (the date picker's range). */
function daysInMonths(from: string, months: number): number {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + months);
  return Math.round((end.getTime() - start.getTime()) / 86_400_000);
}

/**
 * The selectable dates from `from` (never before tomorrow) for `months` months, at most a year,
 * with the blocked dates and the customer's next booked pickup.
 */
export function pickupCalendarView(
  cal: PickupCalendarModel,
  now: Date,
  from: string | null,
  months: number,
): PickupCalendarView {
  const today = todayInRome(now);
  const cfg = pickupConfigOf(cal, today);
  const start = from && from > today ? addDays(from, -1) : today;
  const span = Math.min(Math.max(Math.floor(months), 1), 12);
  return {
    dates: selectableDates(start, daysInMonths(start, span), cfg),
    disabledDates: [...cal.disabled].sort(),
    bookedPickup: cal.nextBooked,
  };
}

export function isPickupValidNow(cal: PickupCalendarModel, now: Date, date: string): boolean {
  return isPickupDateValid(date, pickupConfigOf(cal, todayInRome(now))).valid;
}
