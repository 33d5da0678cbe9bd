import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { ServiceLogger } from '../context/service-logger.ts';
import { isErpFailure } from '../erp/erp-failure.ts';
import type { Erp } from '../erp/erp.ts';
import type { Credentials } from '../erp/models.ts';
import { SnapshotBuilder, snapshotOf, type CatalogueSnapshot } from './catalogue-snapshot.ts';
import type { SnapshotShare } from './snapshot-share.ts';

export type { CatalogueSnapshot } from './catalogue-snapshot.ts';

export interface CatalogueStoreOptions {
  refreshMs: number;
  credentials: Credentials;
  log: ServiceLogger;
  /** Under maintenance the catalogue is not loaded (spec §1). */
  inMaintenance: () => boolean;
  now?: () => number;
  /** Shared with the company's other gateway instances (Redis), when there are several. */
  share?: SnapshotShare;
  /** How long an instance waits for the leading instance's snapshot before fetching itself. */
  followerWaitMs?: number;
  /** Told each time a loaded or adopted snapshot replaces the one held (the change feed compares them). */
  onReplaced?: (previous: CatalogueSnapshot | null, next: CatalogueSnapshot) => void;
}

/** How long the leading instance may take to load and publish before another may lead. */
const LEAD_TTL_MS = 120_000;

const EMPTY: CatalogueSnapshot = snapshotOf([], 0);

/**
 * One company's catalogue, shared by every session: loaded once from getProducts, served from
 * memory, refreshed when older than the threshold. A failed refresh keeps the last good
 * snapshot and logs; only a first load that fails reaches the caller.
 */
export class CatalogueStore {
  private snapshot: CatalogueSnapshot | null = null;
  private loading: Promise<CatalogueSnapshot> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly api: Erp['catalogue'],
    private readonly options: CatalogueStoreOptions,
  ) {}

  async get(): Promise<CatalogueSnapshot> {
    if (this.options.inMaintenance()) return this.snapshot ?? EMPTY;
    if (!this.snapshot) return this.load();
    if (this.now() - this.snapshot.loadedAt > this.options.refreshMs) void this.refresh();
    return this.snapshot;
  }

  /** What is held now (for the metrics): when it was loaded and how many products; null before the first load. */
  held(): { loadedAt: number; products: number } | null {
    return this.snapshot ? { loadedAt: this.snapshot.loadedAt, products: this.snapshot.products.length } : null;
  }

  /** Periodic refresh, so that a quiet shop still picks up stock and price changes. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.refresh(), this.options.refreshMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async refresh(): Promise<void> {
    if (this.options.inMaintenance()) return;
    try {
      await this.load();
    } catch (err) {
      this.options.log.warn({ err }, 'catalogue refresh failed; keeping the last snapshot');
    }
  }

  private load(): Promise<CatalogueSnapshot> {
    // Single flight: concurrent requests during a load share it.
    this.loading ??= this.fetch().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async fetch(): Promise<CatalogueSnapshot> {
    const share = this.options.share;
    if (!share) return this.fetchUpstream();
    try {
      const adopted = await this.adoptShared(share);
      if (adopted) return adopted;
      const release = await share.lead(LEAD_TTL_MS);
      if (!release) {
        const followed = await this.followLeader(share);
        if (followed) return followed;
        // The leader did not publish in time: load it ourselves rather than serve nothing.
        return await this.fetchUpstream();
      }
      try {
        const snapshot = await this.fetchUpstream();
        if (snapshot.products.length) await share.publish(snapshot.loadedAt, snapshot.products);
        return snapshot;
      } finally {
        await release();
      }
    } catch (err) {
      if (isErpFailure(err)) throw err;
      this.options.log.warn({ err }, 'shared catalogue unavailable; loading from the upstream');
      return this.fetchUpstream();
    }
  }

  /** Takes the snapshot another instance published, when it is newer and still fresh. */
  private async adoptShared(share: SnapshotShare): Promise<CatalogueSnapshot | null> {
    const version = await share.version();
    const fresh = version > (this.snapshot?.loadedAt ?? 0) && this.now() - version <= this.options.refreshMs;
    if (!fresh) return null;
    const builder = new SnapshotBuilder();
    const loadedAt = await share.read((p) => builder.add(p));
    if (loadedAt === null) return null;
    this.replace(builder.finish(loadedAt));
    this.options.log.info({ products: builder.size }, 'catalogue adopted from another instance');
    return this.snapshot!;
  }

  /**
   * Waits for the leading instance's snapshot while it is still loading (a large catalogue takes
   * tens of seconds); null when it stopped leading without publishing, or after the wait limit.
   */
  private async followLeader(share: SnapshotShare): Promise<CatalogueSnapshot | null> {
    const until = this.now() + (this.options.followerWaitMs ?? LEAD_TTL_MS);
    while (this.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      const adopted = await this.adoptShared(share);
      if (adopted) return adopted;
      if (!(await share.leading())) return this.adoptShared(share);
    }
    return null;
  }

  private async fetchUpstream(): Promise<CatalogueSnapshot> {
    const started = this.now();
    // Built as the reply arrives: neither the reply nor a second copy of the catalogue is held.
    const builder = new SnapshotBuilder(this.snapshot);
    const reply = await this.api.streamCatalogue(this.options.credentials, builder);
    if (!reply.ok) {
      this.options.log.warn({ errore: reply.refusal.error }, 'getProducts answered Errore; listing stays as it was');
      this.snapshot ??= { ...EMPTY, loadedAt: this.now() };
      return this.snapshot;
    }
    // Finishing (about 12 ms at 100,000 products) runs in a turn of its own, not on the reading's last slice.
    await yieldToRequests();
    this.replace(builder.finish(this.now()));
    this.options.log.info({ products: builder.size, unchanged: builder.reused, ms: this.now() - started }, 'catalogue loaded');
    return this.snapshot!;
  }

  private replace(next: CatalogueSnapshot): void {
    const previous = this.snapshot;
    this.snapshot = next;
    this.options.onReplaced?.(previous, next);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
