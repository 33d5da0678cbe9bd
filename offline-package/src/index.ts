// The offline package of one customer (design §5.11), as the gateway sends it and the device
// keeps it: the catalogue as that customer sees it, priced by the gateway (the device never
// prices), with stock and arrivals as read, in columns. Columns, not one object per article: the
// keys are written once, and the repeated values of a column (brands, colours, sizes) sit side
// by side, where gzip finds them. The gateway and the web read this one definition, so a field
// added on one side is there on the other.
//
// Types only: either side loads it as it is.

/** One value per product, in catalogue order; the article columns refer to a product by its row. */
export interface ProductColumns {
  id: number[];
  sku: string[];
  name: string[];
  category: string[];
  subcategory: string[];
  brand: string[];
  /**
   * The product's model (the 'Modelli' filter), '' without one. Absent in a package made before it
   * was carried: the device then lists no model.
   */
  template?: string[];
  tags: string[][];
  /**
   * The product's alternative codes, as one text ('' without any): the search reads them with
   * the product's code, as online. Absent in a package made before it was carried: the device
   * then reads the articles' codes instead.
   */
  alternativeCodes?: string[];
  /** URL of the first picture, '' without one. */
  image: string[];
  unitLabel: string[];
  isNew: boolean[];
  promo: boolean[];
  /** The listing's 'from' price (the lowest size price) and its struck-through price; null without prices. */
  price: Array<number | null>;
  oldPrice: Array<number | null>;
  /** The listing's 'sold out' hint, by the gateway's rule. */
  soldOut: boolean[];
  /**
   * In the printed catalogue (the listing of /shop-catalogue). Absent in a package made before it
   * was carried: the device then says that listing needs the network.
   */
  printedCatalogue?: boolean[];
  /**
   * The product page's texts, as online ('' without one): the short description, the web
   * description as the gateway sanitised it (HTML), and the full description. Absent in a
   * package made before they were carried: the device then shows the page without them.
   */
  shortDescription?: string[];
  descriptionHtml?: string[];
  fullDescription?: string[];
  /**
   * The product page's pictures, as online: one JSON text of OfflinePictures per product. A text,
   * not nested arrays: the device reads it only when a product page is opened, and the package's
   * copies (IndexedDB, the worker) stay one string per product instead of an object per picture.
   * Absent in a package made before they were carried: the device then shows the first picture.
   */
  pictures?: string[];
}

/** The product page's pictures of one product (ProductColumns.pictures). */
export interface OfflinePictures {
  /** Every picture URL of the product, once. */
  urls: string[];
  /** The product's own pictures (Product.images), as indices into `urls`. */
  product: number[];
  /**
   * Each colour's gallery (Variation.images), by the colour's name as shown: an index into `urls`
   * and the colour its alt text names ('' for the product's name alone).
   */
  colours: Record<string, Array<[number, string]>>;
}

/** One value per orderable article (a size of a colour, or a product without variations). */
export interface ArticleColumns {
  /** Row of the product in ProductColumns. */
  product: number[];
  articleId: number[];
  sku: string[];
  /** Colour name as the shop shows it ('' for a product without variations). */
  colour: string[];
  hex: string[];
  /** '#000000' or '#ffffff': the text that reads on the colour's swatch, by the gateway's rule. */
  textColour: string[];
  size: string[];
  /** Net unit price by §5.1; null when the customer sees no prices. */
  price: Array<number | null>;
  /** Price before the promotion, when the rule shows one (struck through online). */
  oldPrice: Array<number | null>;
  stock: number[];
  arriving: number[];
  /** Pieces the customer may order (stock and free arrivals, by the gateway's rule), before the cart. */
  orderable: number[];
  /** Greyed, 'notify me' online: nothing in stock, nothing arriving, only announced. */
  unavailable: boolean[];
  /**
   * The size is on promotion (its promo mark; the OUTLET toggle's quick view offers only these).
   * Absent in a package made before it was carried: no size marked, every size offered.
   */
  promo?: boolean[];
}

export interface OfflineCatalogue {
  products: ProductColumns;
  articles: ArticleColumns;
  /**
   * The package's size names in the order the listing's 'Taglie' lists them online (the gateway's
   * size order: XS, S, M, … then the others). Absent in a package made before it was carried: the
   * device then lists them alphabetically.
   */
  sizeOrder?: string[];
}

export interface OfflineSite {
  id: number;
  name: string;
  address: string;
  postcode: string;
  locality: string;
  province: string;
}

export interface OfflineFeatures {
  filterSidebar: boolean;
  categoryFilter: boolean;
  tagFilter: boolean;
  colorSizeFilters: boolean;
  schoolOutletToggles: boolean;
  availabilityTable: boolean;
}

/** Everything the device keeps for one customer. */
export interface OfflinePackage {
  version: number;
  customer: { id: number; name: string };
  /** When the package was made (ISO); the device shows it as 'aggiornati il …'. */
  preparedAt: string;
  /** When the catalogue's stock and arrivals were read from the ERP (ISO). */
  stockReadAt: string;
  /** After this (ISO) the device no longer uses the package (OFFLINE_TTL_DAYS after preparedAt). */
  expiresAt: string;
  showsPrices: boolean;
  /**
   * The company's switches that shape the listing and the product page (TenantFeatures), as the
   * gateway applies them online. Absent in a package made before they were carried: the device
   * then draws the usual listing, with no SCHOOL and OUTLET toggles.
   */
  features?: OfflineFeatures;
  catalogue: OfflineCatalogue;
  sites: OfflineSite[];
  shippingModes: Array<{ id: number; description: string }>;
  paymentModes: Array<{ id: number; description: string; isDefault: boolean }>;
  /** Selectable pickup dates ('YYYY-MM-DD') for delivery mode 34 over the next weeks. */
  pickupDates: string[];
}
