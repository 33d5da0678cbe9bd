import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { HomepageBuilderQuery } from '../../../gql/graphql';

const homepageBuilderQuery = graphql(`
  query HomepageBuilder {
    homePageLayouts {
      loggedIn { ...BuilderBlock }
      visitors { ...BuilderBlock }
    }
    banners {
      id
      timeStamp
      name
    }
  }
  fragment BuilderBlock on HomeBlock {
    rows
    cols
    cells {
      type
      width
      image { file url }
      link
      content
      bannerId
      articleId
      product { id name }
    }
  }
`);

const homePageSaveMutation = graphql(`
  mutation HomePageSave($input: HomePageSaveInput!) {
    homePageSave(input: $input) {
      layouts { loggedIn { rows } }
      userErrors { field code message }
    }
  }
`);

const builderUploadMutation = graphql(`
  mutation BuilderImageUpload($input: AdminImageUploadInput!) {
    adminImageUpload(input: $input) {
      image { file url }
      userErrors { field code message }
    }
  }
`);

export type StoredBlock = NonNullable<HomepageBuilderQuery['homePageLayouts']>['loggedIn'][number];

export const useHomepageBuilderQuery = () => useQuery({ query: homepageBuilderQuery, requestPolicy: 'cache-and-network' });
export const useHomePageSave = () => useMutation(homePageSaveMutation);
export const useBuilderUpload = () => useMutation(builderUploadMutation);
