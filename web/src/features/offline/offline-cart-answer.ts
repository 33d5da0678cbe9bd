// The cart answered on the device (issue 29 §2): the Cart query and the cart's mutations, on the
// cart the device keeps for the prepared customer, priced from the package. Totals follow the
// shop's own rule (@shop/amounts). The free-shipping figure needs the network: not shown.

import { sumLineTotals, roundHalfUpToCents } from '@shop/amounts';
import {
  addToCart,
  decreaseLine,
  removeLine,
  setLineQuantity,
  type CartAddition,
  type DeviceCartLine,
  type OrderableOf,
} from './device-cart';
import type { OfflinePackage } from './offline-package';
import { money } from './offline-money';
import { itOffline } from '../../i18n/it-offline';
import { itProduct } from '../../i18n/it-product';

/** The package's article row for each article id, built once per package. */
const rowsByArticle = new WeakMap<OfflinePackage, Map<number, number>>();
function articleRow(pkg: OfflinePackage, articleId: number): number | undefined {
  let rows = rowsByArticle.get(pkg);
  if (!rows) {
    rows = new Map(pkg.catalogue.articles.articleId.map((id, i) => [id, i]));
    rowsByArticle.set(pkg, rows);
  }
  return rows.get(articleId);
}

export const orderableIn =
  (pkg: OfflinePackage): OrderableOf =>
  (articleId) => {
    const i = articleRow(pkg, articleId);
    return i === undefined ? null : pkg.catalogue.articles.orderable[i]!;
  };

/** The Cart as every view selects it (CartFields). */
export function cartData(pkg: OfflinePackage, lines: readonly DeviceCartLine[]) {
  const { products: P, articles: A } = pkg.catalogue;
  const orderable = orderableIn(pkg);
  const shown = lines.flatMap((l) => {
    const i = articleRow(pkg, l.articleId);
    if (i === undefined) return [];
    const row = A.product[i]!;
    const price = pkg.showsPrices ? A.price[i] : null;
    const lineTotal = price !== null && price !== undefined ? money(roundHalfUpToCents(price * l.quantity)) : null;
    // The device's cart holds one line per article: the line may hold all that may be ordered.
    const orderableHere = orderable(l.articleId) ?? 0;
    return [
      {
        line: l,
        price,
        view: {
          __typename: 'CartLine',
          id: String(l.articleId),
          productId: String(l.productId),
          articleId: String(l.articleId),
          sku: A.sku[i]!,
          name: P.name[row]!,
          color: A.colour[i] || null,
          colorName: A.colour[i] || null,
          size: A.size[i] || null,
          quantity: l.quantity,
          available: Math.max(0, orderableHere - l.quantity),
          maxQuantity: orderableHere,
          image: P.image[row] ? { __typename: 'Image', url: P.image[row], alt: P.name[row]! } : null,
          unitPrice: price !== null && price !== undefined ? { __typename: 'Price', price: money(price), unitLabel: P.unitLabel[row] || null } : null,
          lineTotal,
          previewTotal: lineTotal,
        },
      },
    ];
  });
  const priced = pkg.showsPrices && shown.every((s) => s.price !== null && s.price !== undefined);
  const total = priced ? money(sumLineTotals(shown.map((s) => ({ price: s.price ?? 0, quantity: s.line.quantity })))) : null;
  return {
    __typename: 'Cart',
    lineCount: shown.length,
    itemCount: shown.reduce((n, s) => n + s.line.quantity, 0),
    total,
    previewTotal: total,
    freeShipping: null,
    lines: shown.map((s) => s.view),
  };
}

const userError = (code: string, message: string) => ({ __typename: 'UserError', field: null, code, message });

type Variables = Record<string, unknown>;
interface CartMutation {
  lines: DeviceCartLine[];
  extra: Record<string, unknown>;
}

/**
 * A cart mutation applied to the device's cart: the new lines and the payload's other fields, or
 * null for an operation the device does not take.
 */
export function applyCartMutation(
  name: string,
  variables: Variables,
  pkg: OfflinePackage,
  lines: readonly DeviceCartLine[],
): CartMutation | null {
  const input = (variables.input ?? {}) as Record<string, unknown>;
  const orderable = orderableIn(pkg);
  const lineId = Number(input.lineId ?? input.id);
  switch (name) {
    case 'CartLinesAdd': {
      const additions = ((input.lines ?? []) as Array<Record<string, unknown>>).map(
        (l): CartAddition => ({
          productId: Number(l.productId),
          articleId: l.articleId === null || l.articleId === undefined ? null : Number(l.articleId),
          quantity: Number(l.quantity),
        }),
      );
      const result = addToCart(lines, additions, orderable);
      const clippedLines = result.clipped.map((c) => ({
        __typename: 'ClippedLine',
        productId: String(c.productId),
        articleId: String(c.articleId),
        requested: c.requested,
        added: c.added,
      }));
      const userErrors = result.added === 0 ? [userError('NOT_ADDABLE', itOffline.notAddable)] : [];
      return { lines: result.lines, extra: { addedQuantity: result.added, clippedLines, userErrors } };
    }
    case 'CartLineUpdate': {
      const result = setLineQuantity(lines, lineId, Number(input.quantity), orderable);
      if (!result) return { lines: [...lines], extra: { clippedLines: [], userErrors: [userError('INVALID_QUANTITY', itProduct.quantityNotAllowed)] } };
      const clippedLines = result.clipped ? [{ __typename: 'ClippedLine', ...result.clipped }] : [];
      return { lines: result.lines, extra: { clippedLines, userErrors: [] } };
    }
    case 'CartLineDecrease':
      return { lines: decreaseLine(lines, lineId), extra: { userErrors: [] } };
    case 'CartLineRemove':
      return { lines: removeLine(lines, lineId), extra: { userErrors: [] } };
    case 'CartClear':
      return { lines: [], extra: { userErrors: [] } };
    default:
      return null;
  }
}

/** The mutation's field in the reply: 'CartLinesAdd' → 'cartLinesAdd'. */
export const payloadField = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
