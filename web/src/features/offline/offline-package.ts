import type { OfflinePackage as PreparedPackage } from '@shop/offline-package';

/**
 * The package as the device keeps it: what the gateway prepared for one customer
 * (@shop/offline-package), priced by the gateway; the device never prices. One kept from before
 * the gateway named its end has no `expiresAt`: it then ends OFFLINE_TTL_DAYS after preparedAt.
 */
export type OfflinePackage = Omit<PreparedPackage, 'expiresAt'> & { expiresAt?: string };
