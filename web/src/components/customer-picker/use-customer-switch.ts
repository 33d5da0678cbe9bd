import { useCallback } from 'react';
import { useClient } from 'urql';
import { graphql } from '../../gql';
import { openCustomerPicker } from './customer-picker-store';

const switchableCustomersQuery = graphql(`
  query SwitchableCustomers {
    customers {
      id
      name
      referenceId
    }
  }
`);

/**
 * 'Cambia cliente' from anywhere (header, account menu, documents): the one picker of the layout
 * opens over the current page and changes the session's customer, which every page then follows.
 * There is no other place that keeps a customer of its own.
 */
export function useCustomerSwitch(): () => Promise<void> {
  const client = useClient();
  return useCallback(async () => {
    const result = await client.query(switchableCustomersQuery, {}, { requestPolicy: 'network-only' }).toPromise();
    const customers = result.data?.customers ?? [];
    if (customers.length > 0) openCustomerPicker({ customers, redirectTo: null });
  }, [client]);
}
