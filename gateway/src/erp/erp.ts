import type { LayoutBlock } from '../domain/homepage-layout.ts';
import type { CartLine } from '../domain/cart.ts';
import type { WishlistItem } from '../domain/wishlist.ts';
import type { CheckoutCall } from '../tenants/profile.ts';
import type { AccountChange, RegistrationModel } from './account-models.ts';
import type { AdminPickupCalendar, BannerModel, HomeLayouts } from './admin-models.ts';
import type { SavedListsModel } from './cart-models.ts';
import type { CatalogueBookModel } from './catalogue-book-models.ts';
import type { CatalogueReader, NewReview, StoredReview } from './catalogue-models.ts';
import type {
  AdjustedCart,
  CheckoutReceipt,
  OrderModel,
  PlacedOrder,
  PricingRequestLine,
  LocalityModel,
  PickupCalendarModel,
} from './checkout-models.ts';
import type { DocumentModel, PurchaseModel } from './documents-models.ts';
import type { ErpResult } from './erp-result.ts';
import type { Credentials, PricingContextData, CustomerModel, LoginUser } from './models.ts';
import type { PriceListModel } from './price-list-models.ts';

/**
 * One company's ERP as the gateway sees it: one façade per area, built once with the tenant's
 * runtime (`ctx.tenant.erp`). Each call speaks shop-model types (erp/*-models.ts); the ERP's
 * own names and encodings end in the adapter (upstream/), whose classes implement these
 * interfaces. A call the ERP may refuse answers an `ErpResult` (erp-result.ts); only an
 * unreachable or malformed ERP throws (an `ErpFailure`, erp-failure.ts).
 */
export interface Erp {
  /** The ERP's base address: two ERPs may number their customers and references alike. */
  address: string;
  catalogue: ErpCatalogue;
  cart: ErpCart;
  checkout: ErpCheckout;
  documents: ErpDocuments;
  account: ErpAccount;
  admin: ErpAdmin;
  pricelists: ErpPriceLists;
  /** The printed catalogue book and its files. */
  content: ErpCatalogueBook;
  /** Used by /readyz: the ERP answers at all. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** A file the ERP serves (images, photos, PDFs), relayed as it is; null when it has none. */
export type ErpFile = { body: Buffer; contentType: string } | null;

/** A file the ERP serves, streamed through (document reports). */
export type ErpStream = { body: NodeJS.ReadableStream; contentType: string } | null;

/** The account, recovery, registration and contact calls. */
export interface ErpAccount {
  login(c: Credentials): Promise<ErpResult<LoginUser>>;
  /** The customers this login may serve (an agent's, or the customer's own). */
  customersOf(c: Credentials): Promise<CustomerModel[]>;
  changeUserData(c: Credentials, data: AccountChange): Promise<ErpResult<string>>;
  changePassword(c: Credentials, next: string): Promise<ErpResult<string>>;
  /** `photoBase64` without the data-URL prefix; `name` is a timestamp plus the extension. */
  uploadPhoto(referenceId: number, photoBase64: string, name: string): Promise<ErpResult<string>>;
  photo(name: string): Promise<ErpFile>;
  /** The reference id of the user with this email, 0 when none. */
  referenceOfEmail(email: string): Promise<number>;
  /** Asks the ERP to mail the signed link; it answers the same whether it knew the email or not. */
  sendRecoveryLink(email: string, referenceId: number, link: string): Promise<ErpResult<string>>;
  /** `username` names the user whose password changed, when the ERP says. */
  resetPassword(referenceId: number, password: string): Promise<ErpResult<{ username: string | null }>>;
  register(r: RegistrationModel): Promise<ErpResult<string>>;
  contact(m: { name: string; email: string; subject: string; message: string }): Promise<ErpResult<string>>;
}

/** The back office: pickup calendar, banners, home layouts, uploaded files. Dates are ISO. */
export interface ErpAdmin {
  pickupCalendar(): Promise<AdminPickupCalendar>;
  insertDisabledDate(iso: string): Promise<ErpResult<null>>;
  deleteDisabledDate(iso: string): Promise<ErpResult<null>>;
  insertEnabledDate(iso: string, pickups: number): Promise<ErpResult<null>>;
  deleteEnabledDate(iso: string): Promise<ErpResult<null>>;
  changeSlotNumber(n: number): Promise<ErpResult<null>>;
  banners(): Promise<ErpResult<BannerModel[]>>;
  /** The banner as stored. */
  saveBanner(banner: BannerModel): Promise<ErpResult<BannerModel>>;
  homeLayouts(): Promise<HomeLayouts>;
  saveHomePage(blocks: readonly LayoutBlock[], forVisitors: boolean): Promise<ErpResult<null>>;
  /** The link of the stored file. */
  upload(base64: string, name: string): Promise<ErpResult<string>>;
  cloudFile(name: string): Promise<ErpFile>;
}

/** The saved cart and wishlist, one of each per login reference, each saved back whole. */
export interface ErpCart {
  /** The ERP's address: two ERPs may number their login references alike. */
  readonly address: string;
  savedLists(c: Credentials): Promise<ErpResult<SavedListsModel>>;
  saveCart(referenceId: number, lines: readonly CartLine[]): Promise<ErpResult<string>>;
  saveWishlist(referenceId: number, items: readonly WishlistItem[]): Promise<ErpResult<string>>;
}

/** Products, a customer's pricing context, images, reviews, 'notify me'. */
export interface ErpCatalogue {
  pricingContext(c: Credentials, customerId: number): Promise<ErpResult<PricingContextData>>;
  /** The public catalogue, handed to `reader` as it arrives; the outcome carries the context fields. */
  streamCatalogue(c: Credentials, reader: CatalogueReader): Promise<ErpResult<PricingContextData>>;
  image(name: string): Promise<ErpFile>;
  file(name: string): Promise<ErpFile>;
  setReview(c: Credentials, articleId: number, review: NewReview): Promise<ErpResult<string>>;
  /** The newest `limit` reviews of each product (at most REVIEWS_BATCH_MAX ids), newest first. */
  getReviews(productIds: readonly number[], limit: number): Promise<Map<number, StoredReview[]>>;
  notifyWhenAvailable(articleId: number, customerId: number, referenceId: number): Promise<ErpResult<string>>;
}

/** The printed catalogue: its index (null when the ERP has none), pages and PDFs. */
export interface ErpCatalogueBook {
  index(): Promise<CatalogueBookModel | null>;
  page(n: number): Promise<ErpFile>;
  pdf(kind: 'catalogue' | 'suppliers' | 'colours', file: string): Promise<ErpFile>;
}

/** Pricing a cart, the pickup calendar, localities, placing an order and finding it again. */
export interface ErpCheckout {
  /** `paymentModeId`: the payment chosen at checkout, null (the default) for the customer's own. */
  adjustCart(
    c: Credentials,
    customerId: number,
    lines: readonly PricingRequestLine[],
    paymentModeId?: number | null,
  ): Promise<ErpResult<AdjustedCart>>;
  pickupCalendar(customerId: number): Promise<ErpResult<PickupCalendarModel>>;
  localities(): Promise<LocalityModel[]>;
  /** `idempotencyKey` lets an ERP that knows it return the order already stored when a call is retried. */
  checkout(call: CheckoutCall, c: Credentials, order: OrderModel, idempotencyKey: string): Promise<ErpResult<CheckoutReceipt>>;
  /** Orders placed with a key, newest first. */
  placedOrders(c: Credentials, customerId: number): Promise<ErpResult<PlacedOrder[]>>;
}

/** A customer's documents, last purchases and document PDFs. */
export interface ErpDocuments {
  documents(c: Credentials, customerId: number): Promise<ErpResult<DocumentModel[]>>;
  lastPurchases(c: Credentials, customerId: number): Promise<ErpResult<PurchaseModel[]>>;
  /** The document's report, streamed; the caller has checked that the document is the customer's. */
  reportPdf(documentId: number, agentId: number, customerId: number): Promise<ErpStream>;
}

export interface ErpPriceLists {
  lists(c: Credentials): Promise<ErpResult<PriceListModel[]>>;
}
