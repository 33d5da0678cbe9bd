// The ERP's own check of a pickup date when an order arrives: the booking is refused when the day
// is not open for pickups or already full, whatever the client believed.

import type { PickupCalendarRows } from '../db/pickup.ts';

/** 'MM-DD-YYYY' or 'YYYY-MM-DD' → 'YYYY-MM-DD', or null when it is no real date. */
export function isoDate(text: string): string | null {
  const us = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  const iso = us ? `${us[3]}-${us[1]}-${us[2]}` : text.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

/** Easter Sunday (anonymous Gregorian algorithm), for Easter Monday. */
function easterSunday(year: number): string {
  const a = year % 19,
    b = Math.floor(year / 100),
    c = year % 100,
    d = Math.floor(b / 4),
    e = b % 4;
  const f = Math.floor((b + 8) / 25),
    g = Math.floor((b - f + 1) / 3),
    h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4),
    k = c % 4,
    l = (32 + 2 * e + 2 * i - h - k) % 7,
    m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31),
    day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function isItalianHoliday(iso: string): boolean {
  const year = Number(iso.slice(0, 4));
  const fixed = ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'];
  if (year >= 2026) fixed.push('10-04');
  const easter = new Date(`${easterSunday(year)}T00:00:00Z`);
  easter.setUTCDate(easter.getUTCDate() + 1);
  return fixed.includes(iso.slice(5)) || easter.toISOString().slice(0, 10) === iso;
}

/** Valid: after today, a working day (or explicitly enabled), no holiday, not blocked, a slot left. */
export function pickupAllowed(iso: string, today: string, cal: PickupCalendarRows): boolean {
  if (iso <= today || isItalianHoliday(iso)) return false;
  const toIso = (d: string) => isoDate(d) ?? '';
  if (cal.disabled.some((d) => toIso(d) === iso)) return false;
  const enabled = cal.enabled.find((e) => toIso(e.Data) === iso);
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  if (!enabled && (weekday === 0 || weekday === 6)) return false;
  const booked = cal.booked.find((b) => toIso(b.Data) === iso)?.Num ?? 0;
  return booked < (enabled?.NumRit ?? cal.NumSlot);
}

export function todayInRome(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
}
