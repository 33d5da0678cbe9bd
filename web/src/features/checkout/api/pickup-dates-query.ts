import { useQuery } from 'urql';
import { graphql } from '../../../gql';

const pickupDatesQuery = graphql(`
  query PickupDates($months: Int) {
    pickupDates(months: $months) {
      dates
      bookedPickup
    }
  }
`);

/** The selectable pickup dates of the next months; asked only once the pickup mode is chosen. */
export function usePickupDatesQuery(active: boolean, months: number) {
  return useQuery({
    query: pickupDatesQuery,
    variables: { months },
    pause: !active,
    requestPolicy: 'network-only',
  });
}
