import type { ContactPerson } from '../domain/contact-person.ts';

/** The ERP's names for the contact person's fields, in the order its forms send them. */
const CONTACT_PERSON_FIELDS = {
  firstName: 'Nom',
  lastName: 'Cog',
  email: 'EMail',
  website: 'SitWeb',
  phone: 'Tel',
  mobile: 'Cel',
} as const satisfies Record<keyof ContactPerson, string>;

/** The contact person as the ERP's forms take it. */
export const contactPersonForm = (p: ContactPerson): Record<string, string> =>
  Object.fromEntries(Object.entries(CONTACT_PERSON_FIELDS).map(([ours, erp]) => [erp, p[ours as keyof ContactPerson]]));

/** The contact person read from a reply, `read` giving a field by its ERP name. */
export const contactPersonOf = (read: (erpName: string) => string) =>
  Object.fromEntries(Object.entries(CONTACT_PERSON_FIELDS).map(([ours, erp]) => [ours, read(erp)])) as unknown as ContactPerson;
