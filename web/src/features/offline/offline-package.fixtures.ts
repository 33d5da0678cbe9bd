import type { OfflinePackage } from './offline-package';

/** An article of a test package; what a test does not name takes a plain value. */
export interface FixtureArticle {
  sku: string;
  colour: string;
  size?: string;
  articleId?: number;
  price?: number;
  stock?: number;
  unavailable?: boolean;
  /** On promotion. */
  promo?: boolean;
}

/** A product of a test package, with its articles. */
export interface FixtureProduct {
  sku: string;
  name: string;
  category: string;
  brand: string;
  /** The model ('Modelli'). */
  template?: string;
  /** The short description. */
  description?: string;
  /** Alternative codes: given for any product, the package carries them (as one made now does). */
  alternativeCodes?: string[];
  tags?: string[];
  promo?: boolean;
  /** In the printed catalogue. */
  printed?: boolean;
  price?: number;
  soldOut?: boolean;
  articles: FixtureArticle[];
}

/**
 * A prepared customer's package (customer 2, Esposito) holding `products`, in the columns the
 * device keeps; the size order and the company's switches as the gateway would give them, when a
 * test needs them.
 */
export function offlinePackageOf(products: readonly FixtureProduct[], { sizeOrder, features }: Pick<OfflinePackage['catalogue'], 'sizeOrder'> & Pick<OfflinePackage, 'features'> = {}): OfflinePackage {
  const articles = products.flatMap((p, row) => p.articles.map((a) => ({ ...a, product: row })));
  const each = <T,>(value: T) => products.map(() => value);
  return {
    version: 1,
    customer: { id: 2, name: 'Esposito' },
    preparedAt: '2026-01-10T09:00:00.000Z',
    stockReadAt: '2026-01-10T08:55:00.000Z',
    showsPrices: true,
    ...(features ? { features } : {}),
    catalogue: {
      products: {
        id: products.map((_, row) => row + 1),
        sku: products.map((p) => p.sku),
        name: products.map((p) => p.name),
        category: products.map((p) => p.category),
        subcategory: each(''),
        brand: products.map((p) => p.brand),
        template: products.map((p) => p.template ?? ''),
        tags: products.map((p) => p.tags ?? []),
        ...(products.some((p) => p.alternativeCodes) ? { alternativeCodes: products.map((p) => (p.alternativeCodes ?? []).join(' ')) } : {}),
        image: each(''),
        unitLabel: each(''),
        isNew: each(false),
        promo: products.map((p) => p.promo ?? false),
        price: products.map((p) => p.price ?? 1),
        oldPrice: each(null),
        soldOut: products.map((p) => p.soldOut ?? false),
        shortDescription: products.map((p) => p.description ?? ''),
        printedCatalogue: products.map((p) => p.printed ?? false),
      },
      articles: {
        product: articles.map((a) => a.product),
        articleId: articles.map((a, i) => a.articleId ?? i + 1),
        sku: articles.map((a) => a.sku),
        colour: articles.map((a) => a.colour),
        hex: articles.map(() => ''),
        textColour: articles.map(() => '#000000'),
        size: articles.map((a) => a.size ?? ''),
        price: articles.map((a) => a.price ?? 1),
        oldPrice: articles.map(() => null),
        stock: articles.map((a) => a.stock ?? 1),
        arriving: articles.map(() => 0),
        orderable: articles.map((a) => a.stock ?? 1),
        unavailable: articles.map((a) => a.unavailable ?? false),
        promo: articles.map((a) => a.promo ?? false),
      },
      ...(sizeOrder ? { sizeOrder } : {}),
    },
    sites: [],
    shippingModes: [],
    paymentModes: [],
    pickupDates: [],
  };
}
