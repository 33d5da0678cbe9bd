import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { BannerEditorQuery } from '../../../gql/graphql';

const bannerEditorQuery = graphql(`
  query BannerEditor {
    banners {
      id
      timeStamp
      type
      name
      isDefault
      isDefaultForVisitors
      slides {
        id
        title
        link
        buttonCaption
        image { file url }
        headImage { file url }
      }
    }
  }
`);

const bannerSaveMutation = graphql(`
  mutation BannerSave($input: BannerSaveInput!) {
    bannerSave(input: $input) {
      banner {
        id
        timeStamp
        type
        name
        isDefault
        isDefaultForVisitors
        slides { id title link buttonCaption image { file url } headImage { file url } }
      }
      userErrors { field code message }
    }
  }
`);

const bannerDefaultSetMutation = graphql(`
  mutation BannerDefaultSet($input: BannerDefaultSetInput!) {
    bannerDefaultSet(input: $input) {
      banner { id isDefault isDefaultForVisitors }
      userErrors { field code message }
    }
  }
`);

const imageUploadMutation = graphql(`
  mutation AdminImageUpload($input: AdminImageUploadInput!) {
    adminImageUpload(input: $input) {
      image { file url }
      userErrors { field code message }
    }
  }
`);

export type EditorBanner = NonNullable<BannerEditorQuery['banners']>[number];

export const useBannerEditorQuery = () => useQuery({ query: bannerEditorQuery, requestPolicy: 'cache-and-network' });
export const useBannerSave = () => useMutation(bannerSaveMutation);
export const useBannerDefaultSet = () => useMutation(bannerDefaultSetMutation);
export const useImageUpload = () => useMutation(imageUploadMutation);

/** A picked file as base64 without the data-URL prefix, as the upload takes it. */
export function fileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
