import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { HomePageContentQuery } from '../../../gql/graphql';

const homePageQuery = graphql(`
  query HomePageContent {
    homePage {
      banner { ...HomeBanner }
      bannerProducts { ...HomeProduct }
      blocks {
        rows
        cols
        cells {
          type
          width
          image { url }
          link
          content
          banner { ...HomeBanner }
          product { ...HomeProduct }
        }
      }
    }
  }
  fragment HomeBanner on Banner {
    id
    type
    name
    slides {
      id
      title
      link
      buttonCaption
      image { url }
      headImage { url }
    }
  }
  fragment HomeProduct on Product {
    id
    name
    image { url alt }
    price {
      price { formatted }
      oldPrice { formatted }
      unitLabel
    }
  }
`);

export type HomeContent = HomePageContentQuery['homePage'];
export type HomeBannerData = NonNullable<HomeContent['banner']>;
export type HomeProductData = HomeContent['bannerProducts'][number];
export type HomeCellData = HomeContent['blocks'][number]['cells'][number];

export const useHomePageQuery = () => useQuery({ query: homePageQuery, requestPolicy: 'cache-and-network' });
