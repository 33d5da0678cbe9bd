/**
 * The person behind an account: the same six fields on the account page, in the registration
 * form and in the ERP's login reply (storefront-core §5 Account).
 */
export interface ContactPerson {
  firstName: string;
  lastName: string;
  email: string;
  website: string;
  phone: string;
  mobile: string;
}
