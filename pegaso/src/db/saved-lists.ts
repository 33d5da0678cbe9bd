import type { Db } from './client.ts';

/** Carts and wishlists are stored exactly as the client sends them: JSON text per IDRef. */
export async function saveCart(db: Db, company: number, idRef: number, cart: string): Promise<void> {
  await db.query(
    `insert into carts (company, "IDRef", cart) values ($1, $2, $3)
     on conflict (company, "IDRef") do update set cart = excluded.cart, updated_at = now()`,
    [company, idRef, cart],
  );
}

export async function saveWishlist(db: Db, company: number, idRef: number, wishlist: string): Promise<void> {
  await db.query(
    `insert into wishlists (company, "IDRef", wishlist) values ($1, $2, $3)
     on conflict (company, "IDRef") do update set wishlist = excluded.wishlist, updated_at = now()`,
    [company, idRef, wishlist],
  );
}

export async function loadCartAndWishlist(db: Db, company: number, idRef: number): Promise<{ cart: string; wishlist: string }> {
  const [cart] = await db.query<{ cart: string }>('select cart from carts where company = $1 and "IDRef" = $2', [company, idRef]);
  const [wish] = await db.query<{ wishlist: string }>('select wishlist from wishlists where company = $1 and "IDRef" = $2', [
    company, idRef,
  ]);
  return { cart: cart?.cart ?? '[]', wishlist: wish?.wishlist ?? '[]' };
}
