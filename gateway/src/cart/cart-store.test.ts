import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { MemoryKvCache } from '../lib/kv-cache.ts';
import { InProcessLocker } from '../lib/locker.ts';
import { CartApi } from '../upstream/cart-api.ts';
import { UpstreamHttp } from '../upstream/http-client.ts';
import { decodeSavedLists, encodeCart } from '../upstream/saved-items.ts';
import { accepted, refusedBy, type ErpResult } from '../erp/erp-result.ts';
import type { Credentials } from '../erp/models.ts';
import type { SavedListsModel } from '../erp/cart-models.ts';
import { CartOwnerRefusedError, CartStore, type CartOwner } from './cart-store.ts';
import type { CartLine } from '../domain/cart.ts';

/** An ERP that keeps one saved cart in memory, in its own shape; no network is involved. */
class MemoryErp extends CartApi {
  saved: unknown[] = [];
  logins = 0;
  answer: ErpResult<string> = accepted('');
  acceptsLogin = true;

  constructor() {
    super(new UpstreamHttp('http://erp.invalid/1', { timeoutMs: 100, connections: 1 }));
  }

  override async savedLists(_c: Credentials): Promise<ErpResult<SavedListsModel>> {
    this.logins += 1;
    if (!this.acceptsLogin) return refusedBy('login', 'Nome utente o password non valida');
    return accepted(decodeSavedLists(this.saved, []));
  }

  override async saveCart(_ref: number, lines: readonly CartLine[]): Promise<ErpResult<string>> {
    if (this.answer.ok) this.saved = encodeCart(lines);
    return this.answer;
  }
}

const line = (id: string, quantity: number): CartLine => ({
  cartItemId: id,
  productId: 1,
  articleId: Number(id.slice(1)),
  sku: 'S',
  name: 'N',
  color: null,
  size: null,
  quantity,
  sco1: 0,
  sco2: 0,
  image: null,
  ord1: 0,
  ord2: 0,
});

function setup() {
  const erp = new MemoryErp();
  const store = new CartStore(new MemoryKvCache(), new InProcessLocker(), pino({ level: 'silent' }));
  const owner: CartOwner = {
    tenantId: 1,
    referenceId: 1001,
    credentials: { username: 'CL001', password: 'x' },
    erp,
  };
  return { erp, store, owner };
}

describe('CartStore', () => {
  it('reads the saved cart back with a login when it holds no copy, once', async () => {
    const { erp, store, owner } = setup();
    erp.saved = [{ id: 1, selectedIDArt: 7, quantity: 2, cartItemId: 'a7' }];
    expect((await store.read(owner)).cart.map((l) => [l.cartItemId, l.quantity])).toEqual([['a7', 2]]);
    await store.read(owner);
    expect(erp.logins).toBe(1);
  });

  it('keeps a login copy only when it holds none', async () => {
    const { erp, store, owner } = setup();
    await store.changeCart(owner, () => ({ next: [line('a1', 1)], value: null }));
    await store.adoptLoginCopy(owner, decodeSavedLists([], []));
    expect((await store.read(owner)).cart).toHaveLength(1);
    expect(erp.saved).toHaveLength(1);
  });

  it('writes through and caches only what the ERP took', async () => {
    const { erp, store, owner } = setup();
    const ok = await store.changeCart(owner, () => ({ next: [line('a1', 1)], value: 'added' }));
    expect(ok).toMatchObject({ saved: true, refusal: null, value: 'added' });

    erp.answer = refusedBy('updateCart', 'Carrello non valido');
    const refused = await store.changeCart(owner, (cart) => ({
      next: [...cart, line('a2', 1)],
      value: null,
    }));
    expect(refused).toMatchObject({ saved: false, refusal: 'Carrello non valido' });
    expect(refused.lists.cart.map((l) => l.cartItemId)).toEqual(['a1']);
    expect((await store.read(owner)).cart.map((l) => l.cartItemId)).toEqual(['a1']);
    expect(erp.saved).toHaveLength(1);
  });

  it('does not call the ERP when nothing changes', async () => {
    const { erp, store, owner } = setup();
    erp.answer = refusedBy('updateCart', 'should not be called');
    const same = await store.changeCart(owner, (cart) => ({ next: cart, value: null }));
    expect(same).toMatchObject({ saved: false, refusal: null });
  });

  it('reports stored credentials that no longer log in', async () => {
    const { erp, store, owner } = setup();
    erp.acceptsLogin = false;
    await expect(store.read(owner)).rejects.toBeInstanceOf(CartOwnerRefusedError);
  });
});
