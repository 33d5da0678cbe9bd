import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';

export const pickupAdministrationFieldsFragment = graphql(`
  fragment PickupAdministrationFields on PickupAdministration {
    disabledDates
    enabledDates {
      date
      pickups
    }
    slotsPerDay
  }
`);

// Every change answers with the whole calendar, so the page redraws from the payload.
export const pickupAdministrationPayloadFieldsFragment = graphql(`
  fragment PickupAdministrationPayloadFields on PickupAdministrationPayload {
    administration {
      ...PickupAdministrationFields
    }
    userErrors {
      ...UserErrorFields
    }
  }
`);

const pickupAdministrationQuery = graphql(`
  query PickupAdministration {
    pickupAdministration {
      ...PickupAdministrationFields
    }
  }
`);

const disabledAdd = graphql(`
  mutation PickupDisabledDateAdd($input: PickupDateInput!) {
    pickupDisabledDateAdd(input: $input) {
      ...PickupAdministrationPayloadFields
    }
  }
`);
const disabledDelete = graphql(`
  mutation PickupDisabledDateDelete($input: PickupDateInput!) {
    pickupDisabledDateDelete(input: $input) {
      ...PickupAdministrationPayloadFields
    }
  }
`);
const enabledAdd = graphql(`
  mutation PickupEnabledDateAdd($input: PickupEnabledDateAddInput!) {
    pickupEnabledDateAdd(input: $input) {
      ...PickupAdministrationPayloadFields
    }
  }
`);
const enabledDelete = graphql(`
  mutation PickupEnabledDateDelete($input: PickupDateInput!) {
    pickupEnabledDateDelete(input: $input) {
      ...PickupAdministrationPayloadFields
    }
  }
`);
const slotsChange = graphql(`
  mutation PickupSlotsChange($input: PickupSlotsChangeInput!) {
    pickupSlotsChange(input: $input) {
      ...PickupAdministrationPayloadFields
    }
  }
`);

export function usePickupAdministration() {
  return useQuery({ query: pickupAdministrationQuery, requestPolicy: 'cache-and-network' });
}

/** The five pickup administration changes; each answers with the new calendar. */
export function usePickupAdminMutations() {
  const [a, addDisabled] = useMutation(disabledAdd);
  const [b, deleteDisabled] = useMutation(disabledDelete);
  const [c, addEnabled] = useMutation(enabledAdd);
  const [d, deleteEnabled] = useMutation(enabledDelete);
  const [e, changeSlots] = useMutation(slotsChange);
  const busy = a.fetching || b.fetching || c.fetching || d.fetching || e.fetching;
  return { busy, addDisabled, deleteDisabled, addEnabled, deleteEnabled, changeSlots };
}
