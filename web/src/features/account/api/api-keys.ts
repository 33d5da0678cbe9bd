import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';

const apiKeysQuery = graphql(`
  query MyApiKeys {
    me {
      username
      apiKeys {
        id
        name
        createdAt
        lastUsedAt
      }
    }
  }
`);

const apiKeyCreateMutation = graphql(`
  mutation ApiKeyCreate($input: ApiKeyCreateInput!) {
    apiKeyCreate(input: $input) {
      key
      apiKey {
        id
        name
        createdAt
        lastUsedAt
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

const apiKeyRevokeMutation = graphql(`
  mutation ApiKeyRevoke($input: ApiKeyRevokeInput!) {
    apiKeyRevoke(input: $input) {
      revokedId
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

/** The viewer's keys, always read from the network (a key may have been used since). */
export function useApiKeysQuery() {
  return useQuery({ query: apiKeysQuery, requestPolicy: 'network-only' });
}

export function useApiKeyCreateMutation() {
  return useMutation(apiKeyCreateMutation);
}

export function useApiKeyRevokeMutation() {
  return useMutation(apiKeyRevokeMutation);
}
