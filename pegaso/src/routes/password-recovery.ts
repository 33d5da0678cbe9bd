import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/password.ts';
import { referenceOfEmail, setPasswordHashOfReference, userOfReference } from '../db/identity.ts';
import { queueMail } from '../mail/outbox.ts';
import { companyOf, readFields, type RouteContext } from './context.ts';
import { parseFields } from './form.ts';
import { recoveredPasswordForm, recoverPasswordForm, referenceOfEmailForm, unknownUser } from './identity-forms.ts';

const LINK_LIMIT = 2000;

/**
 * Password recovery. The shop (not the ERP) makes and signs the reset link, because only it can
 * check the link when it comes back:
 * 1. webAppPegasoRiferimentoDaEmail (email) gives the user's IdDetCliRef, 0 when unknown;
 * 2. webAppPegasoRecuperaPassword (email, IdDetCliRef, link) mails the link when the email is
 *    that user's, and answers the same whether it did or not;
 * 3. webAppPegasoChangePasswordRecupero (password, idDetCliRef) sets the new password and names
 *    the user; the shop calls it only for a link it has verified.
 */
export function passwordRecoveryRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.post('/pegaso/webAppPegasoRiferimentoDaEmail', async (request) => {
    const form = parseFields(referenceOfEmailForm, readFields(request.body));
    if (!form.ok) return { Errore: form.error };
    return { Errore: '', IdDetCliRef: await referenceOfEmail(db, companyOf(request), form.data.email) };
  });

  app.post('/pegaso/webAppPegasoRecuperaPassword', async (request) => {
    const company = companyOf(request);
    const form = parseFields(recoverPasswordForm, readFields(request.body));
    if (!form.ok) return { Errore: form.error };
    const { email, IdDetCliRef: ref, link } = form.data;
    const known = ref > 0 && (await referenceOfEmail(db, company, email)) === ref;
    if (known && link && link.length <= LINK_LIMIT && /^https?:\/\//.test(link)) {
      const user = await userOfReference(db, company, ref);
      await queueMail(db, company, {
        to: email,
        subject: 'Recupero password',
        body: [
          `Gentile ${user?.Nom || 'cliente'},`,
          'abbiamo ricevuto una richiesta di ripristino della password del tuo account.',
          `Per scegliere una nuova password apri questo link entro un'ora: ${link}`,
          'Se non hai chiesto tu il ripristino, ignora questa mail: la password resta invariata.',
        ].join('\n'),
      });
    }
    // The same answer either way: nobody learns from it whether an email is registered.
    return { Errore: '' };
  });

  app.post('/pegaso/webAppPegasoChangePasswordRecupero', async (request) => {
    const company = companyOf(request);
    const form = parseFields(recoveredPasswordForm, readFields(request.body));
    if (!form.ok) return { Errore: form.error };
    const { idDetCliRef, password } = form.data;
    const changed = await setPasswordHashOfReference(db, company, idDetCliRef, await hashPassword(password));
    // username (a reference extension) lets the shop end the user's other sessions.
    return changed.length ? { Errore: '', username: changed[0] } : { Errore: unknownUser };
  });
}
