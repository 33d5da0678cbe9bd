import { z } from 'zod';
import type { ContactPerson } from '../domain/contact-person.ts';
import { num } from './fields.ts';
import type { UpstreamHttp } from './http-client.ts';
import { customersReplySchema, normaliseCustomers } from './replies/customers.ts';
import { loginReplySchema, normaliseLogin, type LoginOutcome } from './replies/login.ts';
import { simpleReplySchema } from './replies/simple.ts';
import { accepted, refusedBy, type ErpResult } from '../erp/erp-result.ts';
import type { Credentials, UpstreamCustomer } from '../erp/models.ts';

const BAD_CREDENTIALS = 'Nome utente o password non valida';

export type UpstreamAccountChange = ContactPerson;

export interface UpstreamRegistration extends ContactPerson {
  companyName: string;
  taxCode: string;
  vatNumber: string;
  recipientCode: string;
  pecEmail: string;
  legal: { address: string; locality: string; province: string; postcode: string };
  operating: { address: string; locality: string; province: string; postcode: string } | null;
}

/** The ERP's names for the contact person's fields, in the order its forms send them. */
const CONTACT_PERSON_FIELDS = {
  firstName: 'Nom',
  lastName: 'Cog',
  email: 'EMail',
  website: 'SitWeb',
  phone: 'Tel',
  mobile: 'Cel',
} as const satisfies Record<keyof ContactPerson, string>;

const contactPersonForm = (p: ContactPerson): Record<string, string> =>
  Object.fromEntries(Object.entries(CONTACT_PERSON_FIELDS).map(([ours, erp]) => [erp, p[ours as keyof ContactPerson]]));

const contactPersonOf = (read: (erpName: string) => string) =>
  Object.fromEntries(Object.entries(CONTACT_PERSON_FIELDS).map(([ours, erp]) => [ours, read(erp)])) as unknown as ContactPerson;

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
export class AccountApi {
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
  async customersOf(c: Credentials): Promise<UpstreamCustomer[]> {
    const reply = await this.http.postForm(
      'pegaso/getWebAppCustomersFromAgent',
      { username: c.username, password: c.password },
      customersReplySchema,
    );
    return normaliseCustomers(reply);
  }

  changeUserData(c: Credentials, data: UpstreamAccountChange): Promise<ErpResult<string>> {
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

  register(r: UpstreamRegistration): Promise<ErpResult<string>> {
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

/** The account as the login reply carries it, in our names. */
export interface UpstreamAccount extends ContactPerson {
  companyName: string;
  taxCode: string;
  vatNumber: string;
  recipientCode: string;
  pecEmail: string;
  address: string;
  locality: string;
  postcode: string;
  province: string;
  /** WebImage: the photo's name at the ERP, '' without one. */
  photoName: string;
}

export function accountFromLogin(a: Record<string, string>): UpstreamAccount {
  const f = (k: string) => a[k] ?? '';
  return {
    companyName: f('RagSoc'),
    taxCode: f('CodFis'),
    vatNumber: f('ParIva'),
    recipientCode: f('CodDes'),
    pecEmail: f('EMailPec'),
    address: f('Ind'),
    locality: f('Loc'),
    postcode: f('Cap'),
    province: f('Pro'),
    ...contactPersonOf(f),
    photoName: f('WebImage'),
  };
}
