import type { ContactPerson } from '../domain/contact-person.ts';

/** The account page's shapes of ERP data: the account as the ERP keeps it, a change, a registration. */

/** The account as the login reply carries it, in our names. */
export interface AccountModel extends ContactPerson {
  companyName: string;
  taxCode: string;
  vatNumber: string;
  recipientCode: string;
  pecEmail: string;
  address: string;
  locality: string;
  postcode: string;
  province: string;
  /** The photo's name at the ERP, '' without one. */
  photoName: string;
}

/** What a user may change of their account (TipoCambio 1): the contact person only. */
export type AccountChange = ContactPerson;

export interface RegistrationModel extends ContactPerson {
  companyName: string;
  taxCode: string;
  vatNumber: string;
  recipientCode: string;
  pecEmail: string;
  legal: { address: string; locality: string; province: string; postcode: string };
  operating: { address: string; locality: string; province: string; postcode: string } | null;
}
