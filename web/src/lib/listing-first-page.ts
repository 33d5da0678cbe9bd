/** 42 per page on the shop and recommended listings (spec §5). */
export const LISTING_PAGE_SIZE = 42;

/**
 * The variables of the shop listing's first page with nothing chosen: what an agent opens first,
 * answered and kept on the device when a customer is prepared for offline use. The listing builds
 * the same from its empty state (a test in the catalogue compares them).
 */
export const firstListingVariables = () => ({ filter: {}, page: 1, pageSize: LISTING_PAGE_SIZE });
