import { graphql } from '../gql';

/**
 * The company's identity as the public pages print it (name, addresses, VAT number, phones,
 * e-mail addresses, opening hours): the contact page and the static pages show the same fields.
 */
export const companyIdentityFieldsFragment = graphql(`
  fragment CompanyIdentityFields on TenantCompany {
    legalName
    legalAddress
    operatingAddress
    vatNumber
    phones {
      ...CompanyContactFields
    }
    emails {
      ...CompanyContactFields
    }
    hours
  }
`);

/** One way to reach the company, as every list of contacts shows it. */
export const companyContactFieldsFragment = graphql(`
  fragment CompanyContactFields on CompanyContact {
    label
    value
    href
  }
`);
