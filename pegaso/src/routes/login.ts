import type { FastifyInstance } from 'fastify';
import { authenticate, recordLogin } from '../db/accounts.ts';
import { loadCartAndWishlist } from '../db/saved-lists.ts';
import { badCredentials, companyOf, type RouteContext } from './context.ts';
import { credentialsSchema, readForm } from './form.ts';

/** Form: username, password, withoutAppOrder. The user comes back with its saved cart and wishlist. */
export function loginRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.post('/pegaso/login', async (request) => {
    const company = companyOf(request);
    const { username, password } = readForm(credentialsSchema, request.body);
    const user = await authenticate(db, company, username, password);
    // No username in `user` is how the clients recognise a failed login.
    if (!user) return { Errore: badCredentials, user: {} };
    await recordLogin(db, company, user.username);
    const saved = await loadCartAndWishlist(db, company, user.IdDetCliRef);
    return { Errore: '', user: { ...user, ...saved } };
  });
}
