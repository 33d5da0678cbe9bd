import { useQuery } from 'urql';
import { graphql } from '../../../gql';

const catalogueBookQuery = graphql(`
  query CatalogueBook {
    tenant {
      id
      catalogueBook {
        pageCount
        pageWidth
        pageHeight
        pageUrlPattern
        pdf {
          name
          url
        }
        suppliers {
          name
          url
        }
      }
    }
  }
`);

export function useCatalogueBookQuery() {
  return useQuery({ query: catalogueBookQuery });
}
