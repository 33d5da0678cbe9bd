import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { SalesConditionsQuery } from '../../../gql/graphql';

const companyQuery = graphql(`
  query StaticCompany {
    tenant {
      id
      company {
        ...CompanyIdentityFields
      }
    }
  }
`);

const salesConditionsQuery = graphql(`
  query SalesConditions {
    tenant {
      id
      salesTerms {
        firstParcel {
          formatted
        }
        secondParcel {
          formatted
        }
        furtherParcel {
          formatted
        }
        cashOnDelivery {
          formatted
        }
        handling {
          formatted
        }
        pickupHandling {
          amount
          formatted
        }
        storageDays
        storageSupplement {
          formatted
        }
        cancellationDays
        cancellationFee {
          formatted
        }
        bouncedChequeFee {
          formatted
        }
        bouncedReceiptFee {
          formatted
        }
        returnDays
        rejectedReturnPercent
        rejectedReturnMinimum {
          formatted
        }
        weightTolerancePercent
        sizeToleranceCm
        freeShippingTaxable {
          formatted
        }
      }
    }
  }
`);

const colourChartsQuery = graphql(`
  query ColourCharts {
    tenant {
      id
      catalogueBook {
        colourCharts {
          name
          url
        }
      }
    }
  }
`);

export type SalesTermsData = SalesConditionsQuery['tenant']['salesTerms'];

export const useStaticCompanyQuery = () => useQuery({ query: companyQuery });
export const useSalesConditionsQuery = () => useQuery({ query: salesConditionsQuery });
export const useColourChartsQuery = () => useQuery({ query: colourChartsQuery });
