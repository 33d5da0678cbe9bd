import type { FastifyInstance } from 'fastify';
import { insertContactMessage, insertRegistration, REGISTRATION_FIELDS } from '../db/identity.ts';
import { companyMailbox, queueMail } from '../mail/outbox.ts';
import { companyOf, readFields, type RouteContext } from './context.ts';
import { parseFields } from './form.ts';
import { contactForm, registrationForm } from './identity-forms.ts';

export const messageSent = 'Messaggio Inviato Correttamente';

/**
 * webAppPegasoRegisterUser stores the registration payload as a request awaiting approval and
 * mails a notice to the applicant and to the company. setContactUS stores the message and mails
 * it to the company. Both write their mails to the outbox.
 */
export function registrationContactRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.post('/pegaso/webAppPegasoRegisterUser', async (request) => {
    const company = companyOf(request);
    const form = parseFields(registrationForm, readFields(request.body));
    if (!form.ok) return { Errore: form.error };
    const r = form.data;
    const id = await insertRegistration(db, company, r);
    await queueMail(db, company, {
      to: r.EMail,
      subject: 'Richiesta di registrazione ricevuta',
      body: [
        `Gentile ${r.Nom || r.RagSoc},`,
        `abbiamo ricevuto la richiesta di registrazione di ${r.RagSoc} (pratica n. ${id}).`,
        'A breve ti invieremo una mail con le credenziali di accesso, dopo la verifica dei dati.',
      ].join('\n'),
    });
    await queueMail(db, company, {
      to: companyMailbox(company),
      subject: `Nuova richiesta di registrazione n. ${id}`,
      body: REGISTRATION_FIELDS.filter((f) => r[f]).map((f) => `${f}: ${r[f]}`).join('\n'),
    });
    return { Errore: '' };
  });

  app.post('/pegaso/setContactUS', async (request) => {
    const company = companyOf(request);
    const form = parseFields(contactForm, readFields(request.body));
    if (!form.ok) return { Errore: form.error };
    const m = form.data;
    await insertContactMessage(db, company, m);
    await queueMail(db, company, {
      to: companyMailbox(company),
      subject: `Messaggio dal sito: ${m.Oggetto}`,
      body: `Da: ${m.Nome} <${m.EMail}>\n\n${m.Messaggio}`,
    });
    return { Errore: '', Risposta: messageSent };
  });
}
