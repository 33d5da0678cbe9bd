/** The catalogue's shapes of ERP data besides the products (erp/models.ts): reviews. */

/** A review as a customer writes it; the e-mail address goes to the ERP only. */
export interface NewReview {
  name: string;
  email: string;
  message: string;
  rating: number;
}

/** A stored review as the shop shows it (the reviewer's e-mail address never leaves the ERP). */
export interface StoredReview {
  name: string;
  message: string;
  rating: number;
  /** 'YYYY-MM-DD'. */
  date: string;
}

/** Product ids per getReviews call, as the ERP accepts them: the façade's getReviews takes at most this many. */
export const REVIEWS_BATCH_MAX = 200;

