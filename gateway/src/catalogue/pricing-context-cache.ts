import { reportCacheLookup } from '../observability/cache-events.ts';
import type { Erp } from '../erp/erp.ts';
import type { Credentials, PricingContextData } from '../erp/models.ts';

interface Entry {
  at: number;
  value: Promise<PricingContextData>;
}

/**
 * Per-customer pricing context (personal, conditions, last prices, itemsNoSco), kept apart from
 * the shared catalogue and fetched once per customer and refresh period.
 */
export class PricingContextCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly api: Erp['catalogue'],
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
  ) {}

  get(credentials: Credentials, customerId: number): Promise<PricingContextData> {
    const key = `${credentials.username}\u0000${customerId}`;
    const hit = this.entries.get(key);
    const fresh = hit !== undefined && Date.now() - hit.at < this.ttlMs;
    reportCacheLookup('pricing_context', fresh);
    if (fresh) return hit.value;
    const value = this.fetch(credentials, customerId);
    value.catch(() => this.entries.delete(key));
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { at: Date.now(), value });
    return value;
  }

  invalidate(username: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${username}\u0000`)) this.entries.delete(key);
  }

  private async fetch(credentials: Credentials, customerId: number): Promise<PricingContextData> {
    const reply = await this.api.pricingContext(credentials, customerId);
    return reply.ok ? reply.value : { personal: null, conditions: [], lastPrices: [], itemsNoSco: [] };
  }
}
