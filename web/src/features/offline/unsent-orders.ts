import { offlineStart } from './offline-start';

/**
 * The orders this user took on the device and that have not reached the ERP yet (waiting for the
 * network, for the agent's word on changed prices, or refused). Logging out deletes them with
 * the rest of the user's offline data, so the logout asks first. A device that never prepared a
 * customer holds none and loads nothing to say so.
 */
export async function unsentOrderCount(username: string): Promise<number> {
  if (offlineStart() === null) return 0;
  const { ordersOfUser } = await import('./offline-db');
  return (await ordersOfUser(username)).filter((o) => o.state.kind !== 'SENT').length;
}
