// Pickup administration inputs: a date must be a real calendar day, not before today (Rome);
// a number of pickups or slots must be a positive integer.

import { PICKUP_ADMIN_MESSAGES } from './admin-messages.ts';
import { toUpstreamDate } from './pickup-dates.ts';

export type AdminPickupRefusal = { code: 'PICKUP_DATE_INVALID' | 'PICKUP_DATE_PAST' | 'PICKUP_SLOTS_INVALID'; message: string };

/** Null when the date can be administered; `today` is 'YYYY-MM-DD' in Europe/Rome. */
export function adminDateRefusal(date: string, today: string): AdminPickupRefusal | null {
  try {
    toUpstreamDate(date);
  } catch {
    return { code: 'PICKUP_DATE_INVALID', message: PICKUP_ADMIN_MESSAGES.invalidDate };
  }
  if (date < today) return { code: 'PICKUP_DATE_PAST', message: PICKUP_ADMIN_MESSAGES.pastDate };
  return null;
}

/** Slots per day and pickups of an enabled date: 1 to 999. */
export function slotCountRefusal(n: number): AdminPickupRefusal | null {
  return Number.isInteger(n) && n > 0 && n <= 999
    ? null
    : { code: 'PICKUP_SLOTS_INVALID', message: PICKUP_ADMIN_MESSAGES.invalidSlots };
}
