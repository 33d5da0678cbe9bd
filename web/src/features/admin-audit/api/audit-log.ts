import { useQuery } from 'urql';
import { graphql } from '../../../gql';

const auditLogQuery = graphql(`
  query AdminAuditLog($limit: Int) {
    adminAuditLog(limit: $limit) {
      id
      at
      username
      referenceId
      action
      target
      before
      after
    }
  }
`);

export const useAuditLogQuery = () => useQuery({ query: auditLogQuery, variables: { limit: 100 }, requestPolicy: 'network-only' });
