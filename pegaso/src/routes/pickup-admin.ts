import type { FastifyInstance } from 'fastify';
import { pickupAdmin } from '../db/backoffice.ts';
import { pickupCalendar } from '../db/pickup.ts';
import { isoDate } from '../ordering/pickup-check.ts';
import { z } from 'zod';
import { companyOf, type RouteContext } from './context.ts';
import { formRequiredInteger, formText, parseForm } from './form.ts';

const badDate = 'Data non valida';

/** Dates travel in month-day-year form, 'MM-DD-YYYY'; read as ISO dates. */
const pickupDate = formText()
  .transform((data) => isoDate(data))
  .pipe(z.string({ error: badDate }));

const dateForm = z.object({ data: pickupDate });
const enabledDateForm = z.object({ data: pickupDate, numRit: formRequiredInteger('Numero di ritiri non valido', 1) });
const slotsForm = z.object({ numSlot: formRequiredInteger('Numero di slot non valido', 1) });

/**
 * The pickup administration calls (spec §7). Like the ERP they carry no credentials: the
 * storefront's gateway decides who may reach them. Every change is read again by getDateRitiro
 * and by the checkout's pickup check, which query the tables on each call.
 */
export function pickupAdminRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.post('/pegaso/getDateRitiroDisabilitate', async (request) => {
    const cal = await pickupCalendar(db, companyOf(request));
    return {
      Errore: '',
      Date: cal.disabled.map((DataRitiroDisabilitata) => ({ DataRitiroDisabilitata })),
      NumSlot: cal.NumSlot,
      DateAbilitate: cal.enabled,
    };
  });

  app.post('/pegaso/insertDataRitiroDisabilitata', async (request) => {
    const form = parseForm(dateForm, request.body);
    if (!form.ok) return { Errore: form.error };
    const added = await pickupAdmin.insertDisabled(db, companyOf(request), form.data.data);
    return { Errore: added ? '' : 'Data già disabilitata' };
  });

  app.post('/pegaso/deleteDataRitiroDisabilitata', async (request) => {
    const form = parseForm(dateForm, request.body);
    if (!form.ok) return { Errore: form.error };
    const removed = await pickupAdmin.deleteDisabled(db, companyOf(request), form.data.data);
    return { Errore: removed ? '' : 'Data non trovata' };
  });

  app.post('/pegaso/insertDataRitiroAbilitate', async (request) => {
    const form = parseForm(enabledDateForm, request.body);
    if (!form.ok) return { Errore: form.error };
    await pickupAdmin.upsertEnabled(db, companyOf(request), form.data.data, form.data.numRit);
    return { Errore: '' };
  });

  app.post('/pegaso/deleteDataRitiroAbilitata', async (request) => {
    const form = parseForm(dateForm, request.body);
    if (!form.ok) return { Errore: form.error };
    const removed = await pickupAdmin.deleteEnabled(db, companyOf(request), form.data.data);
    return { Errore: removed ? '' : 'Data non trovata' };
  });

  app.post('/pegaso/changeSlotNumber', async (request) => {
    const form = parseForm(slotsForm, request.body);
    if (!form.ok) return { Errore: form.error };
    await pickupAdmin.setSlots(db, companyOf(request), form.data.numSlot);
    return { Errore: '' };
  });
}
