import type { Resolvers } from '../generated/resolvers.ts';
import { productCodeForArticle } from '../../catalogue/article-code-search.ts';
import { priceAudience } from '../../catalogue/product-price.ts';
import { searchSuggestions } from '../../catalogue/search-suggestions.ts';
import type { GraphQLContext } from '../context.ts';
import { assertCatalogueVisible } from './catalogue.ts';

export const searchResolvers: Resolvers = {
  Query: {
    searchSuggestions: async (_p, { text, limit }, ctx: GraphQLContext) => {
      // As the listing: logged-out visitors search only where they may browse (spec §6).
      assertCatalogueVisible(ctx);
      // The prices of the suggested products are settled with the snapshot, not once per product.
      const [snapshot] = await Promise.all([ctx.tenant.catalogue.get(), priceAudience(ctx)]);
      const typed = (await productCodeForArticle(snapshot, text)) ?? '';
      const found = searchSuggestions(snapshot.index, typed, limit ?? 6);
      return { ...found, products: found.products.map((i) => i.product) };
    },
  },
};
