import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot.ts';
import type { ServiceLogger } from '../context/service-logger.ts';
import { catalogueChanges } from './catalogue-changes.ts';
import type { ChangeLog } from './change-log.ts';

/**
 * Notes in the change feed the price and stock changes a catalogue refresh brought, as the new
 * snapshot replaces the old one: whether or not anybody reads the feed meanwhile, every refresh
 * is compared with the one before it. The gateways sharing a log see the same refresh (they adopt
 * each other's snapshot): the first to claim the pair of versions records it, the others skip it.
 * The first snapshot of a process has nothing before it to compare with.
 */
export async function noteCatalogueRefresh(
  log: ChangeLog,
  company: number,
  previous: CatalogueSnapshot | null,
  next: CatalogueSnapshot,
): Promise<number> {
  if (!previous || previous.products.length === 0 || previous.loadedAt >= next.loadedAt) return 0;
  const claimed = await log.unseen(company, 'catalogue-refreshes', [`${previous.loadedAt}>${next.loadedAt}`]);
  if (claimed.length === 0) return 0;
  const changes = await catalogueChanges(previous.byId, next.byId);
  await log.append(company, changes.map((c) => ({ ...c, at: next.loadedAt, customerId: null })));
  return changes.length;
}

/** The catalogue store's hook: the refresh stands whatever happens to its note. */
export function catalogueRefreshNotes(log: ChangeLog, company: number, logger: ServiceLogger) {
  return (previous: CatalogueSnapshot | null, next: CatalogueSnapshot): void => {
    noteCatalogueRefresh(log, company, previous, next).catch((err: unknown) =>
      logger.warn({ err }, 'catalogue refreshed but its changes not noted in the change feed'),
    );
  };
}
