import type { FastifyBaseLogger } from 'fastify';
import type { PegasoApi } from '../upstream/pegaso-api.ts';
import type { CatalogueProduct, Credentials } from '../upstream/types.ts';
import { indexCatalogue, type ListingIndex } from './product-index.ts';

export interface CatalogueSnapshot {
  loadedAt: number;
  products: CatalogueProduct[];
  byId: Map<number, CatalogueProduct>;
  /** Precomputed filter values, in catalogue order. */
  index: ListingIndex;
}

export interface CatalogueStoreOptions {
  refreshMs: number;
  credentials: Credentials;
  log: FastifyBaseLogger;
  /** Under maintenance the catalogue is not loaded (spec §1). */
  inMaintenance: () => boolean;
  now?: () => number;
}

const EMPTY: CatalogueSnapshot = { loadedAt: 0, products: [], byId: new Map(), index: indexCatalogue([]) };

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
    private readonly api: PegasoApi,
    private readonly options: CatalogueStoreOptions,
  ) {}

  async get(): Promise<CatalogueSnapshot> {
    if (this.options.inMaintenance()) return this.snapshot ?? EMPTY;
    if (!this.snapshot) return this.load();
    if (this.now() - this.snapshot.loadedAt > this.options.refreshMs) void this.refresh();
    return this.snapshot;
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
    const started = this.now();
    const reply = await this.api.getProducts(this.options.credentials);
    if (!reply.ok) {
      this.options.log.warn({ errore: reply.error }, 'getProducts answered Errore; listing stays as it was');
      this.snapshot ??= { ...EMPTY, loadedAt: this.now() };
      return this.snapshot;
    }
    const products = reply.data.products;
    this.snapshot = { loadedAt: this.now(), products, byId: new Map(products.map((p) => [p.id, p])), index: indexCatalogue(products) };
    this.options.log.info({ products: products.length, ms: this.now() - started }, 'catalogue loaded');
    return this.snapshot;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
