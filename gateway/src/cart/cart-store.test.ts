import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { MemoryKvCache } from '../lib/kv-cache.ts';
import { InProcessLocker } from '../lib/locker.ts';
import { PegasoApi, type SimpleOutcome } from '../upstream/erp-adapter.ts';
import type { LoginOutcome } from '../upstream/replies/login.ts';
import type { Credentials, UpstreamUser } from '../erp/models.ts';
import { CartOwnerRefusedError, CartStore, type CartOwner } from './cart-store.ts';
import type { CartLine } from '../domain/cart.ts';

/** An ERP that keeps one saved cart in memory; no network is involved. */
class MemoryErp extends PegasoApi {
  saved: unknown[] = [];
  logins = 0;
  answer: SimpleOutcome = { ok: true, error: '', answer: '' };
  acceptsLogin = true;

  constructor() {
    super('http://erp.invalid/1', { timeoutMs: 100, connections: 1 });
  }

  override async login(c: Credentials): Promise<LoginOutcome> {
    this.logins += 1;
    if (!this.acceptsLogin) return { ok: false, message: 'Nome utente o password non valida' };
    const user = {
      username: c.username,
      referenceId: 1001,
      cart: this.saved,
      wishlist: [],
    } as unknown as UpstreamUser;
    return { ok: true, user };
  }

  override async updateCart(_ref: number, cart: unknown[]): Promise<SimpleOutcome> {
    if (this.answer.ok) this.saved = cart;
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
    api: erp,
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
    await store.adoptLoginCopy(owner, [], []);
    expect((await store.read(owner)).cart).toHaveLength(1);
    expect(erp.saved).toHaveLength(1);
  });

  it('writes through and caches only what the ERP took', async () => {
    const { erp, store, owner } = setup();
    const ok = await store.changeCart(owner, () => ({ next: [line('a1', 1)], value: 'added' }));
    expect(ok).toMatchObject({ saved: true, refusal: null, value: 'added' });

    erp.answer = { ok: false, error: 'Carrello non valido', answer: '' };
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
    erp.answer = { ok: false, error: 'should not be called', answer: '' };
    const same = await store.changeCart(owner, (cart) => ({ next: cart, value: null }));
    expect(same).toMatchObject({ saved: false, refusal: null });
  });

  it('reports stored credentials that no longer log in', async () => {
    const { erp, store, owner } = setup();
    erp.acceptsLogin = false;
    await expect(store.read(owner)).rejects.toBeInstanceOf(CartOwnerRefusedError);
  });
});
