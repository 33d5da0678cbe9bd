/** One of the company's price lists (listini) with the discounts it grants on list prices. */
export interface PriceListModel {
  id: number;
  name: string;
  priceListType: number;
  s1: number;
  s2: number;
  /** The 'campana' list, shown to users who may not choose. */
  campana: boolean;
}
