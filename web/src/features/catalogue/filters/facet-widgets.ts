import type { FacetKey } from '../listing-query';
import type { ListingFacets, ListingFeatures } from '../api/products-query';

/** Where each filter dimension's counts live in the gateway's facets. */
export const FACET_FIELD: Record<FacetKey, Exclude<keyof ListingFacets, 'promoCount' | '__typename'>> = {
  category: 'categories',
  subcategory: 'subcategories',
  brands: 'brands',
  templates: 'templates',
  tag: 'tags',
  size: 'sizes',
  color: 'colors',
};

/**
 * The sidebar's widgets per company (spec §2): Categorie not for company 2, Sottocategorie,
 * Marchi, Modelli, Colori and Taglie for company 1 only, Tags not for company 2; none at all
 * where the sidebar is hidden (company 4). The tenant's profile decides, through its features.
 */
export function visibleWidgets(features: ListingFeatures): FacetKey[] {
  if (!features.filterSidebar) return [];
  const widgets: FacetKey[] = [];
  if (features.categoryFilter) widgets.push('category');
  widgets.push('subcategory', 'brands', 'templates');
  if (features.colorSizeFilters) widgets.push('color', 'size');
  if (features.tagFilter) widgets.push('tag');
  return widgets;
}

/** The tile cards (category, subcategory, brand, tag) offer the first of these not yet chosen. */
const TILE_ORDER: FacetKey[] = ['category', 'subcategory', 'brands', 'tag'];

export function tileDimension(widgets: readonly FacetKey[], chosen: (key: FacetKey) => boolean): FacetKey | null {
  return TILE_ORDER.find((key) => widgets.includes(key) && !chosen(key)) ?? null;
}
