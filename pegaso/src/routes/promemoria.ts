import type { FastifyInstance } from 'fastify';
import { referenceExists } from '../db/accounts.ts';
import { findArticle } from '../db/products.ts';
import { addPromemoria } from '../db/promemoria.ts';
import { companyOf, integer, missingFields, readFields, type RouteContext } from './context.ts';

export const promemoriaRegistered = "Richiesta registrata: ti avviseremo quando l'articolo sarà disponibile";

/** 'Notify me when available'. Form: IDArt, IDCli, IdDetCliRef. Reply: Errore, or Risposta on success. */
export function promemoriaRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.post('/pegaso/addArtInPromemoria', async (request) => {
    const company = companyOf(request);
    const fields = readFields(request.body);
    const idArt = integer(fields, 'IDArt');
    const idCli = integer(fields, 'IDCli');
    const idDetCliRef = integer(fields, 'IdDetCliRef');
    if (idArt === undefined || idCli === undefined || idDetCliRef === undefined) return { Errore: missingFields };
    if (!(await referenceExists(db, company, idDetCliRef))) return { Errore: 'Utente non riconosciuto' };
    if (!(await findArticle(db, company, idArt))) return { Errore: 'Articolo non trovato' };
    await addPromemoria(db, company, idArt, idCli, idDetCliRef);
    return { Errore: '', Risposta: promemoriaRegistered };
  });
}
