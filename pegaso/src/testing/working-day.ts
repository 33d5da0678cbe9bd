import { isItalianHoliday, todayInRome } from '../ordering/pickup-check.ts';

/**
 * The first Monday-to-Friday at least `after` days past `today` that is no Italian public holiday,
 * by the same calendar the pickup check uses: a test that needs an open day must not land on
 * Epiphany or Christmas because of the day it happens to run.
 */
export function workingDayAfter(after: number, today: string = todayInRome()): { iso: string; us: string } {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + after);
  while ([0, 6].includes(d.getUTCDay()) || isItalianHoliday(d.toISOString().slice(0, 10))) d.setUTCDate(d.getUTCDate() + 1);
  const iso = d.toISOString().slice(0, 10);
  return { iso, us: `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}` };
}
