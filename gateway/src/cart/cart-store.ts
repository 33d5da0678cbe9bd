import { createHash } from 'node:crypto';
import type { ServiceLogger } from '../context/service-logger.ts';
import type { CartLine } from '../domain/cart.ts';
import type { WishlistItem } from '../domain/wishlist.ts';
import type { KvCache } from '../lib/kv-cache.ts';
import type { Locker } from '../lib/locker.ts';
import type { Erp } from '../erp/erp.ts';
import type { ErpResult } from '../erp/erp-result.ts';
import type { Credentials } from '../erp/models.ts';
import type { SavedListsModel } from '../erp/cart-models.ts';

/**
 * Whose cart: the ERP keeps one cart and one wishlist per login reference (IdDetCliRef), returns
 * them with the login and takes them back whole with updateCart/updateWishList under that IDRef.
 */
export interface CartOwner {
  tenantId: number;
  referenceId: number;
  credentials: Credentials;
  erp: Erp['cart'];
}

export interface SavedLists {
  cart: CartLine[];
  wishlist: WishlistItem[];
}

/** What a change wants: the new list to save, or null when there is nothing to save. */
export interface Proposal<L, T> {
  next: L[] | null;
  value: T;
}

export type ChangeOutcome<T> =
  | { saved: boolean; lists: SavedLists; value: T; refusal: null }
  /** The ERP answered with an Errore: nothing was saved and the lists are as they were. */
  | { saved: false; lists: SavedLists; value: T; refusal: string };

/** The stored credentials no longer log in: the cart cannot be read back. */
export class CartOwnerRefusedError extends Error {
  constructor(readonly referenceId: number) {
    super(`login refused while reading back the cart of reference ${referenceId}`);
  }
}

const DEFAULT_TTL_MS = 6 * 60 * 60 * 1000;

/**
 * The customers' carts and wishlists. Reads come from the cache (shared through Redis when
 * several gateways run) or, when no gateway holds a copy, from a login with the stored
 * credentials. Every change runs under the customer's lock as read → rule → write through to
 * the ERP → cache, so that concurrent changes from any tab or instance are applied one after
 * the other and a change the ERP did not take is never cached nor reported as done.
 */
export class CartStore {
  constructor(
    private readonly cache: KvCache,
    private readonly locker: Locker,
    private readonly log: ServiceLogger,
    private readonly ttlMs = DEFAULT_TTL_MS,
  ) {}

  /** The ERP's address is part of the key: two ERPs may number their customers alike. */
  keyOf(owner: CartOwner): string {
    const upstream = createHash('sha256').update(owner.erp.address).digest('hex').slice(0, 12);
    return `cart:${owner.tenantId}:${upstream}:${owner.referenceId}`;
  }

  async read(owner: CartOwner): Promise<SavedLists> {
    const key = this.keyOf(owner);
    const hit = await this.cache.get<SavedLists>(key);
    if (hit) return hit;
    return this.locker.withLock(key, () => this.current(owner, key));
  }

  /**
   * Keeps the lists a login just returned, unless a copy is already held: that copy has seen
   * every change made since, while the login reply may have been read before the last of them.
   */
  async adoptLoginCopy(owner: CartOwner, saved: SavedListsModel): Promise<void> {
    const key = this.keyOf(owner);
    await this.locker.withLock(key, async () => {
      if (await this.cache.get<SavedLists>(key)) return;
      await this.cache.set(key, this.adopt(owner, saved), this.ttlMs);
    });
  }

  /**
   * Drops the held copy: the next read takes the lists from the ERP again. For when the ERP may
   * have changed them without the gateway knowing (an order placed whose reply was lost).
   */
  async forget(owner: CartOwner): Promise<void> {
    const key = this.keyOf(owner);
    await this.locker.withLock(key, () => this.cache.delete(key));
  }

  changeCart<T>(
    owner: CartOwner,
    propose: (cart: CartLine[]) => Proposal<CartLine, T>,
  ): Promise<ChangeOutcome<T>> {
    return this.change(owner, 'cart', propose, (api, lines) =>
      api.saveCart(owner.referenceId, lines),
    );
  }

  changeWishlist<T>(
    owner: CartOwner,
    propose: (wishlist: WishlistItem[]) => Proposal<WishlistItem, T>,
  ): Promise<ChangeOutcome<T>> {
    return this.change(owner, 'wishlist', propose, (api, items) =>
      api.saveWishlist(owner.referenceId, items),
    );
  }

  private change<K extends keyof SavedLists, T>(
    owner: CartOwner,
    list: K,
    propose: (current: SavedLists[K]) => Proposal<SavedLists[K][number], T>,
    write: (api: Erp['cart'], next: SavedLists[K]) => Promise<ErpResult<string>>,
  ): Promise<ChangeOutcome<T>> {
    const key = this.keyOf(owner);
    return this.locker.withLock(key, async () => {
      const lists = await this.current(owner, key);
      const { next, value } = propose(lists[list]);
      if (next === null || JSON.stringify(next) === JSON.stringify(lists[list])) {
        return { saved: false, lists, value, refusal: null };
      }
      // Upstream errors (unreachable, timed out, garbage) propagate: the cache keeps the old lists.
      const outcome = await write(owner.erp, next as SavedLists[K]);
      if (!outcome.ok) {
        this.log.warn(
          { referenceId: owner.referenceId, list, error: outcome.refusal.error },
          'upstream refused the saved list',
        );
        return { saved: false, lists, value, refusal: outcome.refusal.error };
      }
      const saved: SavedLists = { ...lists, [list]: next };
      await this.cache.set(key, saved, this.ttlMs);
      return { saved: true, lists: saved, value, refusal: null };
    });
  }

  /** The cached lists, else the ones the ERP returns with a fresh login (called under the lock). */
  private async current(owner: CartOwner, key: string): Promise<SavedLists> {
    const hit = await this.cache.get<SavedLists>(key);
    if (hit) return hit;
    const saved = await owner.erp.savedLists(owner.credentials);
    if (!saved.ok) throw new CartOwnerRefusedError(owner.referenceId);
    const lists = this.adopt(owner, saved.value);
    await this.cache.set(key, lists, this.ttlMs);
    return lists;
  }

  /** The lists to hold, saying how many saved entries the adapter had to leave out. */
  private adopt(owner: CartOwner, saved: SavedListsModel): SavedLists {
    const { skipped } = saved;
    if (skipped.cart + skipped.wishlist > 0) {
      this.log.warn(
        { referenceId: owner.referenceId, cartSkipped: skipped.cart, wishlistSkipped: skipped.wishlist },
        'saved items that are not cart or wishlist items were left out',
      );
    }
    return { cart: saved.cart, wishlist: saved.wishlist };
  }
}
