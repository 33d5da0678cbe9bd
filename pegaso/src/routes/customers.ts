import type { FastifyInstance } from 'fastify';
import { authenticate, customersWithSites } from '../db/accounts.ts';
import { badCredentials, companyOf, type RouteContext } from './context.ts';
import { credentialsSchema, readForm } from './form.ts';

/** Form: username, password. An agent gets its customers, a customer itself, each with its sites. */
export function customerRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.post('/pegaso/getWebAppCustomersFromAgent', async (request) => {
    const company = companyOf(request);
    const { username, password } = readForm(credentialsSchema, request.body);
    const user = await authenticate(db, company, username, password);
    if (!user) return { Errore: badCredentials, Anagrafica: [] };
    return { Errore: '', Anagrafica: await customersWithSites(db, company, user) };
  });
}
