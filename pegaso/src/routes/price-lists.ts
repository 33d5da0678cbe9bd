import type { FastifyInstance } from 'fastify';
import { authenticate } from '../db/accounts.ts';
import { priceListsOf } from '../db/price-lists.ts';
import { badCredentials, companyOf, type RouteContext } from './context.ts';
import { credentialsSchema, readForm } from './form.ts';

/**
 * Form: username, password. The company's price lists (listini) with their discounts; which of
 * them a user may download is the shop's decision (roles), the ERP lists them to any login.
 */
export function priceListRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.post('/pegaso/getListini', async (request) => {
    const company = companyOf(request);
    const { username, password } = readForm(credentialsSchema, request.body);
    const user = await authenticate(db, company, username, password);
    if (!user) return { Errore: badCredentials, Listini: [] };
    return { Errore: '', Listini: await priceListsOf(db, company) };
  });
}
