import { useQuery } from 'urql';
import { graphql } from '../../gql';

/** The tenant's profile and the session, read once at start and refreshed after login/logout. */
export const appStartQuery = graphql(`
  query AppStart {
    tenant {
      id
      name
      legal {
        companyName
        registeredOffice
        operatingOffice
        vatNumber
        email
        phone
      }
      features {
        registration
        recommended
        promoMenu
        articoliCollezioniMenus
        purchaseHistoryMenu
        lastPurchasesBlock
        flipbookAndStaticLinks
        loggedOutMobileBar
        cookieAndSalesLinks
        catalogueDownload
        homeRedirectsToShop
        logoutPath
      }
      anonymous {
        catalogue
        prices
        grid
        quantities
      }
      maintenance {
        active
        imageUrl
      }
      buildDate
    }
    session {
      status
      viewer {
        ...ViewerFields
      }
    }
  }
`);

export function useAppStartQuery() {
  return useQuery({ query: appStartQuery });
}
