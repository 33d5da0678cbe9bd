import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { referenceExists } from '../db/accounts.ts';
import { findArticle } from '../db/products.ts';
import { addPromemoria } from '../db/promemoria.ts';
import { companyOf, missingFields, type RouteContext } from './context.ts';
import { formRequiredInteger, parseForm } from './form.ts';

export const promemoriaRegistered = "Richiesta registrata: ti avviseremo quando l'articolo sarà disponibile";

const promemoriaForm = z.object({
  IDArt: formRequiredInteger(missingFields),
  IDCli: formRequiredInteger(missingFields),
  IdDetCliRef: formRequiredInteger(missingFields),
});

/** 'Notify me when available'. Form: IDArt, IDCli, IdDetCliRef. Reply: Errore, or Risposta on success. */
export function promemoriaRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.post('/pegaso/addArtInPromemoria', async (request) => {
    const company = companyOf(request);
    const form = parseForm(promemoriaForm, request.body);
    if (!form.ok) return { Errore: form.error };
    const { IDArt, IDCli, IdDetCliRef } = form.data;
    if (!(await referenceExists(db, company, IdDetCliRef))) return { Errore: 'Utente non riconosciuto' };
    if (!(await findArticle(db, company, IDArt))) return { Errore: 'Articolo non trovato' };
    await addPromemoria(db, company, IDArt, IDCli, IdDetCliRef);
    return { Errore: '', Risposta: promemoriaRegistered };
  });
}
