import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ShopLink } from '../../components/ShopLink';
import { it } from '../../i18n/it';
import { itBuying } from '../../i18n/it-buying';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { useShell } from '../../lib/app-start/shell-context';
import { RecentPurchases } from '../../lib/shop-slots';
import { prefetchProducts, useProductsQuery, type ProductConnection } from './api/products-query';
import { LISTING_PAGE_SIZE, shopListingVariables, useListingParams, type ListingQuery } from './listing-params';
import { setListingPrefetch } from '../../lib/listing-prefetch';
import { EMPTY_QUERY, hasFilters, writeListingQuery } from './listing-query';
import { lastPageOf } from './page-out-of-range';
import { forgetListingFilters, recallListing, rememberListing } from './listing-memory';
import { ProductGrid } from './components/ProductGrid';
import { Paginator } from './components/Paginator';
import { LoadingDialog } from './components/LoadingDialog';
import { ShopNotice } from './components/ShopNotice';
import { LoadFailedStatus } from '../../components/PageStatus';
import { FilterSidebar } from './filters/FilterSidebar';
import { FacetTiles } from './filters/FacetTiles';
import { TagToggles } from './filters/TagToggles';
import { FACET_FIELD, tileDimension, visibleWidgets } from './filters/facet-widgets';
import styles from './Listing.module.css';

/** Takes back the remembered filters and page when the listing opens with a bare address. */
function useListingMemory(base: string) {
  const { search } = useLocation();
  const { search: pathSearch } = useParams();
  const navigate = useNavigate();
  const recalled = useRef(false);
  useEffect(() => {
    if (recalled.current) {
      rememberListing(base, new URLSearchParams(search));
      return;
    }
    recalled.current = true;
    const query = search === '' && !pathSearch ? recallListing(base) : null;
    if (query) void navigate(`${base}?${query}`, { replace: true });
    else rememberListing(base, new URLSearchParams(search));
  }, [base, search, pathSearch, navigate]);
}

/**
 * An address past the last page (the gateway refuses it with PAGE_OUT_OF_RANGE) is replaced by
 * the last page, the filters kept: a stale link still opens the listing.
 */
function useStalePageRedirect(lastPage: number | null, query: ListingQuery, base: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (lastPage === null) return;
    const params = writeListingQuery({ ...query, page: lastPage }).toString();
    void navigate(params ? `${base}?${params}` : base, { replace: true });
  }, [lastPage, query, base, navigate]);
}

// A search sent from the header starts this listing's query before the router lands on it.
setListingPrefetch((client, path) => {
  const variables = shopListingVariables(path);
  return variables ? prefetchProducts(client, variables) : null;
});

/** The last page received, kept on screen (dimmed, under the loading dialog) while the next loads. */
function useLastConnection(connection: ProductConnection | undefined) {
  const last = useRef<ProductConnection | undefined>(connection);
  if (connection) last.current = connection;
  return last.current;
}

/**
 * /shop-grid-full-width[/:search] and /consigliati[/:search]: the 'Filtri' sidebar, tiles,
 * toggles and one server-side page of results with its paginator. Every count and price comes
 * from the gateway; the URL holds the state.
 */
export function ShopListingPage({ recommended = false, printedCatalogue = false }: { recommended?: boolean; printedCatalogue?: boolean }) {
  const base = recommended ? paths.recommended : printedCatalogue ? paths.shopCatalogue : paths.shop;
  const { query, filter: chosen, page, search, update } = useListingParams(recommended, base);
  // /shop-catalogue: the listing of the printed catalogue's products, with the same filters.
  const filter = useMemo(() => (printedCatalogue ? { ...chosen, printedCatalogue: true } : chosen), [chosen, printedCatalogue]);
  useListingMemory(base);
  const [{ data, fetching, error }, askAgain] = useProductsQuery({ filter, page, pageSize: LISTING_PAGE_SIZE });
  const connection = useLastConnection(data?.products);
  useStalePageRedirect(lastPageOf(error), query, base);
  const features = data?.tenant.features;
  const widgets = features ? visibleWidgets(features) : [];
  const tiles = tileDimension(widgets, (key) => query.values[key].length > 0);
  const title = recommended ? it.pages.recommended : printedCatalogue ? it.pages.shopCatalogue : it.catalogue.title;
  usePageTitle(title);
  const { viewer, tenant: { features: shellFeatures } } = useShell();
  const navigate = useNavigate();
  // 'Resetta filtri' goes through the listing's own state, as removing a chip does: the list and
  // the chips follow at once, even while the router is still applying the new address (a
  // transition that other updates can hold back), and the session forgets the filters now.
  const reset = () => {
    forgetListingFilters(base);
    update(() => EMPTY_QUERY);
  };
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const closeFilters = useCallback(() => {
    setFiltersOpen(false);
    filtersButton.current?.focus();
  }, []);

  return (
    <section className="page container listing">
      <nav className="breadcrumbs" aria-label={it.catalogue.breadcrumbs}>
        <ShopLink to={paths.home}>{it.menu.home}</ShopLink> › <span aria-current="page">{title}</span>
      </nav>
      <header className={styles.listing__header}>
        <h1 className="page-title">{search ? it.catalogue.searchResults(search) : title}</h1>
        {connection && <p className={styles.listing__count} data-testid="listing-count">{it.catalogue.results(connection.totalCount)}</p>}
        {viewer && (
          <ShopLink to={paths.quickOrder} className="btn">
            {it.quickOrderLink}
          </ShopLink>
        )}
        {widgets.length > 0 && (
          <button
            ref={filtersButton}
            type="button"
            className={`btn ${styles['listing__filters-button']}`}
            aria-expanded={filtersOpen}
            aria-controls="listing-filters"
            onClick={() => setFiltersOpen(true)}
          >
            {itBuying.openFilters}
            {hasFilters(query) && <span className={styles['listing__filters-dot']} aria-hidden="true" />}
          </button>
        )}
      </header>
      <div className={widgets.length ? `${styles.listing__body} ${styles['listing__body--sidebar']}` : styles.listing__body}>
        {widgets.length > 0 && (
          <FilterSidebar
            query={query}
            facets={connection?.facets ?? null}
            widgets={widgets}
            open={filtersOpen}
            resultCount={connection?.totalCount ?? null}
            onChange={update}
            onReset={reset}
            onClose={closeFilters}
          />
        )}
        <div className={styles.listing__results} aria-busy={fetching}>
          {features?.schoolOutletToggles && <TagToggles query={query} onChange={update} />}
          {connection && tiles && (
            <FacetTiles
              dimension={tiles}
              values={connection.facets[FACET_FIELD[tiles]]}
              onPick={(value) => update((q) => ({ ...q, values: { ...q.values, [tiles]: [value] } }))}
            />
          )}
          {/* With no network, what the device cannot answer ('Consigliati') says that it needs the connection. */}
          {!connection && error && !fetching && lastPageOf(error) === null && (
            <LoadFailedStatus text={it.catalogue.loadFailed} onRetry={() => askAgain({ requestPolicy: 'network-only' })} />
          )}
          {connection && connection.items.length === 0 && !fetching && (
            <div className={styles.listing__status}>
              <p>{it.catalogue.empty}</p>
              {hasFilters(query) && <button type="button" className="btn" onClick={reset}>{it.catalogue.resetFilters}</button>}
            </div>
          )}
          {connection && connection.items.length > 0 && (
            <>
              <ProductGrid products={connection.items} outlet={query.outlet} onOpen={navigate} />
              <Paginator page={connection.page} pageCount={connection.pageCount} />
            </>
          )}
          {fetching && !data && <LoadingDialog />}
        </div>
      </div>
      {/* Below the products: it arrives after them and must not push the cards down (layout shift). */}
      {viewer && shellFeatures.lastPurchasesBlock && !recommended && <RecentPurchases />}
      {!recommended && <ShopNotice />}
    </section>
  );
}
