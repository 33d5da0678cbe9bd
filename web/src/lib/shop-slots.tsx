import { createContext, useContext, type ComponentType } from 'react';

/** One article to add (or a product without sizes, articleId null) and its quantity. */
export interface AddToCartLine {
  productId: string;
  articleId?: string | null;
  quantity: number;
}

/** A single add from the purchase panel, or every filled cell of a quantity grid. */
export type AddMode = 'single' | 'grid';

/** A line the gateway clipped: `added` of the `requested` pieces went in. */
export interface ClippedLine {
  productId: string;
  articleId?: string | null;
  requested: number;
  added: number;
}

/** What the cart took of an add: the lines it clipped, as the gateway reported them. */
export interface AddedLines {
  clipped: readonly ClippedLine[];
}

export interface AddToCart {
  /** Resolves when the cart took the lines; null when it did not. */
  addLines(lines: AddToCartLine[], mode: AddMode): Promise<AddedLines | null>;
  fetching: boolean;
}

/**
 * What a feature shows of another one. Features never import each other: they ask for these
 * pieces here, and the application (src/app) composes them by filling the slots in.
 */
export interface QuickViewProps {
  productId: string;
  outlet?: boolean;
  onClose: () => void;
}

export interface ShopSlots {
  /** The wishlist heart of cards, the product page and the quick view. */
  WishlistToggle: ComponentType<{ productId: string }>;
  /** The cards' quick view of a product. */
  QuickView: ComponentType<QuickViewProps>;
  /** Adds to the cart with the specification's toasts. */
  useAddToCart(): AddToCart;
  /** 'Confronta': adds the product to the session's compare list. */
  CompareButton: ComponentType<{ productId: string }>;
  /** 'Ultimi articoli acquistati': the customer's latest purchases, below the listing. */
  RecentPurchases: ComponentType;
}

export const ShopSlotsContext = createContext<ShopSlots | null>(null);

export function useShopSlots(): ShopSlots {
  const slots = useContext(ShopSlotsContext);
  if (!slots) throw new Error('useShopSlots outside ShopSlotsContext');
  return slots;
}

/** The cart's add, for features that sell (the product page, the quick view). */
export function useAddToCart(): AddToCart {
  return useShopSlots().useAddToCart();
}

/** The wishlist heart, whichever feature shows it. */
export function WishlistToggle(props: { productId: string }) {
  const { WishlistToggle: Toggle } = useShopSlots();
  return <Toggle {...props} />;
}

/** The compare list's add button, on cards and the product page. */
export function CompareButton(props: { productId: string }) {
  const { CompareButton: Button } = useShopSlots();
  return <Button {...props} />;
}

/** The customer's latest purchases (the listing shows them where the company has the block). */
export function RecentPurchases() {
  const { RecentPurchases: Block } = useShopSlots();
  return <Block />;
}

/** The quick view of a listing card. */
export function QuickViewDialog(props: QuickViewProps) {
  const { QuickView } = useShopSlots();
  return <QuickView {...props} />;
}
