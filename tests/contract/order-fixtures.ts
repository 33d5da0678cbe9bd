import { request } from 'undici';

/** Demo articles with known availability (pegaso/src/demo/catalogue.ts, demoRoles). */
export const ARTICLES = {
  bigStock: { productId: 1, articleId: 1_000_100 },
  zeroStockPromemoria: { productId: 2, articleId: 1_000_200 },
  arriving: { productId: 9, articleId: 1_000_900 },
} as const;

/** Saves a cart on the upstream as the ERP stores it (the login returns it to the gateway). */
export async function saveUpstreamCart(
  upstreamUrl: string,
  tenant: number,
  referenceId: number,
  lines: Array<{ productId: number; articleId: number; quantity: number }>,
): Promise<void> {
  const cart = lines.map((l, i) => ({
    id: l.productId,
    selectedIDArt: l.articleId,
    quantity: l.quantity,
    cartItemId: `line-${i + 1}`,
    sku: `SKU${l.articleId}`,
    name: `Articolo ${l.articleId}`,
  }));
  const res = await request(`${upstreamUrl}/${tenant}/pegaso/updateCart`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cart: JSON.stringify(cart), IDRef: String(referenceId) }).toString(),
  });
  const body = (await res.body.json()) as { Errore: string };
  if (body.Errore) throw new Error(body.Errore);
}

/** A working day at least `after` days ahead in Europe/Rome that is no Italian public holiday. */
export function workingDayAhead(after: number, isHoliday: (iso: string) => boolean): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + after);
  while ([0, 6].includes(d.getUTCDay()) || isHoliday(d.toISOString().slice(0, 10)))
    d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export const CHECKOUT_QUERY = `query($siteId: ID) { checkoutCart(siteId: $siteId) {
  lines { id articleId quantity split { available arriving reservable unavailable } unitPrice { amount } lineTotal { amount } }
  groups { kind title pieces total { amount } lines { quantity total { amount } line { articleId } } }
  hasReservedGoods reservedWarning
  customer { id name sites { id } site { id } }
  shippingModes { id description isPickup requiresCarrierContract }
  paymentModes { id description isDefault } defaultPaymentMode { id } paymentModeRequired
  shippingCosts { first { transport { amount } cashOnDelivery { amount } handling { amount } total { amount } } second { total { amount } } pickup { total { amount } } }
  receiveOptions { choice label needsSecondShipment }
  subtotal { amount } localities { name province postcode }
} }`;

export const PLACE_ORDER = `mutation($input: OrderPlaceInput!) { orderPlace(input: $input) {
  order { id number message pickupDate total { amount } } userErrors { field code message } } }`;

export interface PlaceOrderResult {
  orderPlace: {
    order: {
      id: string;
      number: string;
      message: string;
      pickupDate: string | null;
      total: { amount: number } | null;
    } | null;
    userErrors: Array<{ field: string[] | null; code: string; message: string }>;
  };
}
