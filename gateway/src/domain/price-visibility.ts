// Who sees prices (storefront spec §6, roles): one decision for the listing, the cart, the
// checkout, the order confirmation, documents and price lists.

export interface PriceVisibilityRules {
  /** Logged-out visitors see prices (the shop's logged-out price flag). */
  anonymousPrices: boolean;
  /** The company shows prices only to users whose showPrice flag is set (company 4). */
  pricesRequireShowPrice: boolean;
}

/** Whether a viewer sees prices: `user` is null when logged out. */
export function seesPrices(user: { showPrice: boolean } | null, rules: PriceVisibilityRules): boolean {
  if (user === null) return rules.anonymousPrices;
  return !rules.pricesRequireShowPrice || user.showPrice;
}
