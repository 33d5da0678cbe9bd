import { z } from 'zod';
import { num } from './fields.ts';
import { contactPersonForm } from './contact-person-fields.ts';
import type { UpstreamHttp } from './http-client.ts';
import { customersReplySchema, normaliseCustomers } from './replies/customers.ts';
import { loginReplySchema, normaliseLogin, type LoginOutcome } from './replies/login.ts';
import { simpleReplySchema } from './replies/simple.ts';
import { accepted, refusedBy, type ErpResult } from '../erp/erp-result.ts';
import type { Credentials, CustomerModel } from '../erp/models.ts';
import type { AccountChange, RegistrationModel } from '../erp/account-models.ts';
import type { ErpAccount } from '../erp/erp.ts';

const BAD_CREDENTIALS = 'Nome utente o password non valida';

/** Errore empty means done (with Risposta's text); otherwise its text is the ERP's refusal, shown as it says. */
const toResult = (call: string, reply: { Errore: string; Risposta?: string }): ErpResult<string> =>
  reply.Errore === ''
    ? accepted(reply.Risposta ?? '')
    : refusedBy(call, reply.Errore, reply.Errore, reply.Errore === BAD_CREDENTIALS);

const referenceReplySchema = z.object({ Errore: z.string().default(''), IdDetCliRef: num() }).loose();

/**
 * The account, recovery, registration and contact calls (storefront-core §7,
 * ordering-and-backoffice §7), in the ERP's field names. Read-only account fields are never sent.
 */
export class AccountApi implements ErpAccount {
  constructor(private readonly http: UpstreamHttp) {}

  async login(c: Credentials): Promise<LoginOutcome> {
    const reply = await this.http.postForm(
      'pegaso/login',
      { username: c.username, password: c.password, withoutAppOrder: true },
      loginReplySchema,
    );
    return normaliseLogin(reply);
  }

  /** The customers this login may serve (an agent's, or the customer's own). */
  async customersOf(c: Credentials): Promise<CustomerModel[]> {
    const reply = await this.http.postForm(
      'pegaso/getWebAppCustomersFromAgent',
      { username: c.username, password: c.password },
      customersReplySchema,
    );
    return normaliseCustomers(reply);
  }

  changeUserData(c: Credentials, data: AccountChange): Promise<ErpResult<string>> {
    return this.post('pegaso/webAppPegasoChangeUserData', {
      username: c.username,
      password: c.password,
      passwordnew: '',
      TipoCambio: 1,
      ...contactPersonForm(data),
    });
  }

  changePassword(c: Credentials, next: string): Promise<ErpResult<string>> {
    return this.post('pegaso/webAppPegasoChangeUserData', {
      username: c.username,
      password: c.password,
      passwordnew: next,
      TipoCambio: 2,
    });
  }

  /** `photoBase64` without the data-URL prefix; `name` is a timestamp plus the extension. */
  uploadPhoto(referenceId: number, photoBase64: string, name: string): Promise<ErpResult<string>> {
    return this.post('pegaso/uploadFile', { idDetCliRef: referenceId, photo: photoBase64, name });
  }

  photo(name: string) {
    return this.http.getBinary(`photos/${encodeURIComponent(name)}`);
  }

  /** The reference id of the user with this email, 0 when none. */
  async referenceOfEmail(email: string): Promise<number> {
    const reply = await this.http.postForm('pegaso/webAppPegasoRiferimentoDaEmail', { email }, referenceReplySchema);
    return reply.Errore ? 0 : reply.IdDetCliRef;
  }

  /** Asks the ERP to mail the signed link; it answers the same whether it knew the email or not. */
  sendRecoveryLink(email: string, referenceId: number, link: string): Promise<ErpResult<string>> {
    return this.post('pegaso/webAppPegasoRecuperaPassword', { email, IdDetCliRef: referenceId, link });
  }

  /** `username` (a reference extension an ERP may leave out) names the user whose password changed. */
  async resetPassword(referenceId: number, password: string): Promise<ErpResult<{ username: string | null }>> {
    const reply = await this.http.postForm(
      'pegaso/webAppPegasoChangePasswordRecupero',
      { password, idDetCliRef: referenceId },
      simpleReplySchema.extend({ username: z.string().optional() }),
    );
    const done = toResult('webAppPegasoChangePasswordRecupero', reply);
    return done.ok ? accepted({ username: reply.username || null }) : done;
  }

  register(r: RegistrationModel): Promise<ErpResult<string>> {
    return this.post('pegaso/webAppPegasoRegisterUser', {
      RagSoc: r.companyName,
      CodFis: r.taxCode,
      ParIva: r.vatNumber,
      CodDes: r.recipientCode,
      EMailPec: r.pecEmail,
      IndSedLeg: r.legal.address,
      LocSedLeg: r.legal.locality,
      ProSedLeg: r.legal.province,
      CapSedLeg: r.legal.postcode,
      IndSedOpe: r.operating?.address ?? '',
      LocSedOpe: r.operating?.locality ?? '',
      ProSedOpe: r.operating?.province ?? '',
      CapSedOpe: r.operating?.postcode ?? '',
      ...contactPersonForm(r),
    });
  }

  /** Sent without credentials, as the original's contact page does. */
  contact(m: { name: string; email: string; subject: string; message: string }): Promise<ErpResult<string>> {
    return this.post('pegaso/setContactUS', {
      username: '',
      password: '',
      Nome: m.name,
      EMail: m.email,
      Oggetto: m.subject,
      Messaggio: m.message,
    });
  }

  private async post(path: string, fields: Record<string, string | number>): Promise<ErpResult<string>> {
    return toResult(path.replace(/^pegaso\//, ''), await this.http.postForm(path, fields, simpleReplySchema));
  }
}
