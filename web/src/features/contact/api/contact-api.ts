import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { ContactCompanyQuery } from '../../../gql/graphql';

const contactCompanyQuery = graphql(`
  query ContactCompany {
    tenant {
      id
      company {
        ...CompanyIdentityFields
        messaging {
          ...CompanyContactFields
        }
        socials {
          ...CompanyContactFields
        }
        map {
          latitude
          longitude
          linkUrl
        }
      }
    }
  }
`);

const contactMessageMutation = graphql(`
  mutation ContactMessageSend($input: ContactMessageInput!) {
    contactMessageSend(input: $input) {
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export type CompanyContacts = ContactCompanyQuery['tenant']['company'];

export function useContactCompanyQuery() {
  return useQuery({ query: contactCompanyQuery });
}

export function useContactMessageMutation() {
  return useMutation(contactMessageMutation);
}
