// The product page's data answered on the device (issue 29 §2): the product, its colours and
// sizes from the prepared customer's package, with the gateway's prices and quantities, its
// pictures and texts, and what the device's cart already holds. What the package does not carry
// (files, reviews, related products) is left out, as for a product that has none.

import { arrivalsText, availabilityText } from '@shop/availability';
import type { DeviceCartLine } from './device-cart';
import { quantityInCart } from './device-cart';
import type { OfflinePictures } from '@shop/offline-package';
import type { OfflinePackage } from './offline-package';
import { priceOf } from './offline-money';

/**
 * The product page's switches offline: no technical sheet (a file from the network); the
 * availability table as the company's package says (shown for a package made before it did).
 */
const PRODUCT_FEATURES = { __typename: 'TenantFeatures', technicalSheet: false, availabilityTable: true };

/** Rows of the package's articles for a product row, in catalogue order. */
export function articleRowsOf(pkg: OfflinePackage, productRow: number): number[] {
  const rows: number[] = [];
  const products = pkg.catalogue.articles.product;
  for (let i = 0; i < products.length; i++) if (products[i] === productRow) rows.push(i);
  return rows;
}

function quantities(pkg: OfflinePackage, i: number, cart: readonly DeviceCartLine[]) {
  const A = pkg.catalogue.articles;
  const inCart = quantityInCart(cart, A.articleId[i]!);
  const said = availabilityText(A.stock[i]!, inCart);
  return {
    stock: A.stock[i]!,
    inCart,
    maxQuantity: Math.max(0, A.orderable[i]! - inCart),
    availability: said.kind,
    availabilityText: said.text,
  };
}

function sizeOption(pkg: OfflinePackage, i: number, cart: readonly DeviceCartLine[]) {
  const A = pkg.catalogue.articles;
  const q = quantities(pkg, i, cart);
  return {
    __typename: 'SizeOption',
    id: String(A.articleId[i]),
    name: A.size[i]!,
    sku: A.sku[i]!,
    unavailable: A.unavailable[i]!,
    stock: q.stock,
    arrivals: A.arriving[i]!,
    availability: q.availability,
    availabilityText: q.availabilityText,
    arrivalsText: arrivalsText(A.arriving[i]!) || null,
    inCart: q.inCart,
    maxQuantity: q.maxQuantity,
    promo: A.promo?.[i] ?? false,
    price: pkg.showsPrices ? priceOf(A.price[i], A.oldPrice[i], null) : null,
  };
}

const image = (url: string, alt: string) => ({ __typename: 'Image', url, alt });

/** The product's pictures as the package holds them; null in a package made before they were carried. */
function picturesOf(pkg: OfflinePackage, row: number): OfflinePictures | null {
  const text = pkg.catalogue.products.pictures?.[row];
  return text ? (JSON.parse(text) as OfflinePictures) : null;
}

/** The product's own pictures as online; a package of older days has its first only. */
function productImages(pkg: OfflinePackage, row: number, pictures: OfflinePictures | null) {
  const P = pkg.catalogue.products;
  if (!pictures) return P.image[row] ? [image(P.image[row], P.name[row]!)] : [];
  return pictures.product.map((i) => image(pictures.urls[i]!, P.name[row]!));
}

/** A colour's gallery as online (the package names the colour each picture shows). */
function colourImages(name: string, pictures: OfflinePictures | null, colour: string) {
  return (pictures?.colours[colour] ?? []).map(([i, shows]) => image(pictures!.urls[i]!, shows ? `${name} ${shows}` : name));
}

/** The promo sizes among `rows`; all of them from a package made before it said which. */
function promoRows(pkg: OfflinePackage, rows: readonly number[]): readonly number[] {
  const promo = pkg.catalogue.articles.promo;
  return promo ? rows.filter((i) => promo[i]) : rows;
}

/** The colours of a product with their sizes, in the order the package lists them. */
function variations(pkg: OfflinePackage, rows: readonly number[], cart: readonly DeviceCartLine[], name: string, pictures: OfflinePictures | null) {
  const A = pkg.catalogue.articles;
  const byColour = new Map<string, number[]>();
  for (const i of rows) byColour.set(A.colour[i]!, [...(byColour.get(A.colour[i]!) ?? []), i]);
  return [...byColour].map(([colour, sizes]) => ({
    __typename: 'Variation',
    color: colour,
    name: colour,
    hex: A.hex[sizes[0]!]!,
    textColor: A.textColour[sizes[0]!]!,
    images: colourImages(name, pictures, colour),
    sizes: sizes.map((i) => sizeOption(pkg, i, cart)),
  }));
}

/**
 * The ProductDetail query's data for product `id`; `product: null` when the package lacks it.
 * With `outlet` (the listing's OUTLET toggle) the colours offer only their promo sizes, as online.
 */
export function productDetailData(pkg: OfflinePackage, id: string, cart: readonly DeviceCartLine[], outlet = false) {
  const P = pkg.catalogue.products;
  const row = P.id.indexOf(Number(id));
  const features = { ...PRODUCT_FEATURES, availabilityTable: pkg.features?.availabilityTable ?? PRODUCT_FEATURES.availabilityTable };
  const tenant = { __typename: 'Tenant', id: 0, features, anonymous: { __typename: 'AnonymousVisibility', grid: false } };
  if (row < 0) return { tenant, product: null };
  const rows = articleRowsOf(pkg, row);
  // A product without variations is one article of its own, with no colour.
  const single = rows.length === 1 && pkg.catalogue.articles.colour[rows[0]!] === '' ? rows[0]! : null;
  const own = single !== null ? quantities(pkg, single, cart) : null;
  const pictures = picturesOf(pkg, row);
  return {
    tenant,
    product: {
      __typename: 'Product',
      id: String(P.id[row]),
      sku: P.sku[row]!,
      name: P.name[row]!,
      shortDescription: P.shortDescription?.[row] || null,
      category: P.category[row] || null,
      subcategory: P.subcategory[row] || null,
      brand: P.brand[row] || null,
      tags: P.tags[row] ?? [],
      images: productImages(pkg, row, pictures),
      price: pkg.showsPrices ? priceOf(P.price[row], P.oldPrice[row], P.unitLabel[row] || null) : null,
      articleId: String(P.id[row]),
      stock: own?.stock ?? 0,
      inCart: own?.inCart ?? 0,
      maxQuantity: own?.maxQuantity ?? 0,
      availabilityText: own?.availabilityText ?? '',
      technicalSheetUrl: null,
      // Sanitised by the gateway when the package was made, as online.
      descriptionHtml: P.descriptionHtml?.[row] || null,
      fullDescription: P.fullDescription?.[row] || null,
      affiliateLink: null,
      files: [],
      priceSteps: [],
      variations: single !== null ? [] : variations(pkg, outlet ? promoRows(pkg, rows) : rows, cart, P.name[row]!, pictures),
      reviews: [],
      related: [],
    },
  };
}
