import { it } from '../../i18n/it';
import { useProductsQuery } from './api/products-query';
import { LISTING_PAGE_SIZE, useListingParams } from './listing-params';
import { ProductGrid } from './components/ProductGrid';
import { Paginator } from './components/Paginator';

/**
 * /shop-grid-full-width[/:search] and /consigliati[/:search]. The layout leaves room for the
 * filter sidebar ('Filtri') that a later issue adds beside the results.
 */
export function ShopListingPage({ recommended = false }: { recommended?: boolean }) {
  const { filter, page, search } = useListingParams(recommended);
  const [{ data, fetching, error }] = useProductsQuery({ filter, page, pageSize: LISTING_PAGE_SIZE });
  const connection = data?.products;
  const title = recommended ? it.pages.recommended : it.catalog.title;

  return (
    <section className="page container listing">
      <header className="listing__header">
        <h1 className="page-title">{search ? it.catalog.searchResults(search) : title}</h1>
        {connection && <p className="listing__count">{it.catalog.results(connection.totalCount)}</p>}
      </header>
      <div className="listing__body">
        <div className="listing__results" aria-busy={fetching}>
          {!connection && fetching && (
            <p className="listing__status" role="status">
              <span className="spinner" aria-hidden="true" />
              {it.catalog.loading}
            </p>
          )}
          {!connection && error && !fetching && <p className="listing__status">{it.catalog.loadFailed}</p>}
          {connection && connection.items.length === 0 && <p className="listing__status">{it.catalog.empty}</p>}
          {connection && connection.items.length > 0 && (
            <>
              <ProductGrid products={connection.items} />
              <Paginator page={connection.page} pageCount={connection.pageCount} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
