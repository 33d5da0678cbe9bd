/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        ...ViewerFields\n      }\n      customers {\n        id\n        name\n        referenceId\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      redirectTo\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation SelectCustomer($input: SelectCustomerInput!) {\n    selectCustomer(input: $input) {\n      viewer {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.SelectCustomerDocument,
    "\n  query Products($filter: ProductFilter, $page: Int, $pageSize: Int) {\n    products(filter: $filter, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        sku\n        name\n        image {\n          url\n          alt\n        }\n        price {\n          price {\n            amount\n            currency\n            formatted\n          }\n          oldPrice {\n            amount\n            currency\n            formatted\n          }\n          unitLabel\n        }\n        promoBadge\n      }\n      page\n      pageSize\n      totalCount\n      pageCount\n    }\n  }\n": typeof types.ProductsDocument,
    "\n  query AppStart {\n    tenant {\n      id\n      name\n      legal {\n        companyName\n        registeredOffice\n        operatingOffice\n        vatNumber\n        email\n        phone\n      }\n      features {\n        registration\n        recommended\n        promoMenu\n        articoliCollezioniMenus\n        purchaseHistoryMenu\n        flipbookAndStaticLinks\n        loggedOutMobileBar\n        cookieAndSalesLinks\n        catalogueDownload\n        homeRedirectsToShop\n        logoutPath\n      }\n      anonymous {\n        catalogue\n        prices\n        grid\n        quantities\n      }\n      maintenance {\n        active\n        imageUrl\n      }\n      buildDate\n    }\n    session {\n      status\n      viewer {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.AppStartDocument,
    "\n  fragment ViewerFields on Viewer {\n    username\n    kind\n    displayName\n    companyName\n    customer {\n      id\n      name\n      referenceId\n    }\n    needsCustomerChoice\n    showPrices\n    showPromo\n    isBannerAdmin\n    isPickupAdmin\n    sessionExpiresAt\n  }\n": typeof types.ViewerFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        ...ViewerFields\n      }\n      customers {\n        id\n        name\n        referenceId\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      redirectTo\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation SelectCustomer($input: SelectCustomerInput!) {\n    selectCustomer(input: $input) {\n      viewer {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.SelectCustomerDocument,
    "\n  query Products($filter: ProductFilter, $page: Int, $pageSize: Int) {\n    products(filter: $filter, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        sku\n        name\n        image {\n          url\n          alt\n        }\n        price {\n          price {\n            amount\n            currency\n            formatted\n          }\n          oldPrice {\n            amount\n            currency\n            formatted\n          }\n          unitLabel\n        }\n        promoBadge\n      }\n      page\n      pageSize\n      totalCount\n      pageCount\n    }\n  }\n": types.ProductsDocument,
    "\n  query AppStart {\n    tenant {\n      id\n      name\n      legal {\n        companyName\n        registeredOffice\n        operatingOffice\n        vatNumber\n        email\n        phone\n      }\n      features {\n        registration\n        recommended\n        promoMenu\n        articoliCollezioniMenus\n        purchaseHistoryMenu\n        flipbookAndStaticLinks\n        loggedOutMobileBar\n        cookieAndSalesLinks\n        catalogueDownload\n        homeRedirectsToShop\n        logoutPath\n      }\n      anonymous {\n        catalogue\n        prices\n        grid\n        quantities\n      }\n      maintenance {\n        active\n        imageUrl\n      }\n      buildDate\n    }\n    session {\n      status\n      viewer {\n        ...ViewerFields\n      }\n    }\n  }\n": types.AppStartDocument,
    "\n  fragment ViewerFields on Viewer {\n    username\n    kind\n    displayName\n    companyName\n    customer {\n      id\n      name\n      referenceId\n    }\n    needsCustomerChoice\n    showPrices\n    showPromo\n    isBannerAdmin\n    isPickupAdmin\n    sessionExpiresAt\n  }\n": types.ViewerFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        ...ViewerFields\n      }\n      customers {\n        id\n        name\n        referenceId\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        ...ViewerFields\n      }\n      customers {\n        id\n        name\n        referenceId\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      redirectTo\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      redirectTo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectCustomer($input: SelectCustomerInput!) {\n    selectCustomer(input: $input) {\n      viewer {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SelectCustomer($input: SelectCustomerInput!) {\n    selectCustomer(input: $input) {\n      viewer {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Products($filter: ProductFilter, $page: Int, $pageSize: Int) {\n    products(filter: $filter, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        sku\n        name\n        image {\n          url\n          alt\n        }\n        price {\n          price {\n            amount\n            currency\n            formatted\n          }\n          oldPrice {\n            amount\n            currency\n            formatted\n          }\n          unitLabel\n        }\n        promoBadge\n      }\n      page\n      pageSize\n      totalCount\n      pageCount\n    }\n  }\n"): (typeof documents)["\n  query Products($filter: ProductFilter, $page: Int, $pageSize: Int) {\n    products(filter: $filter, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        sku\n        name\n        image {\n          url\n          alt\n        }\n        price {\n          price {\n            amount\n            currency\n            formatted\n          }\n          oldPrice {\n            amount\n            currency\n            formatted\n          }\n          unitLabel\n        }\n        promoBadge\n      }\n      page\n      pageSize\n      totalCount\n      pageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppStart {\n    tenant {\n      id\n      name\n      legal {\n        companyName\n        registeredOffice\n        operatingOffice\n        vatNumber\n        email\n        phone\n      }\n      features {\n        registration\n        recommended\n        promoMenu\n        articoliCollezioniMenus\n        purchaseHistoryMenu\n        flipbookAndStaticLinks\n        loggedOutMobileBar\n        cookieAndSalesLinks\n        catalogueDownload\n        homeRedirectsToShop\n        logoutPath\n      }\n      anonymous {\n        catalogue\n        prices\n        grid\n        quantities\n      }\n      maintenance {\n        active\n        imageUrl\n      }\n      buildDate\n    }\n    session {\n      status\n      viewer {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppStart {\n    tenant {\n      id\n      name\n      legal {\n        companyName\n        registeredOffice\n        operatingOffice\n        vatNumber\n        email\n        phone\n      }\n      features {\n        registration\n        recommended\n        promoMenu\n        articoliCollezioniMenus\n        purchaseHistoryMenu\n        flipbookAndStaticLinks\n        loggedOutMobileBar\n        cookieAndSalesLinks\n        catalogueDownload\n        homeRedirectsToShop\n        logoutPath\n      }\n      anonymous {\n        catalogue\n        prices\n        grid\n        quantities\n      }\n      maintenance {\n        active\n        imageUrl\n      }\n      buildDate\n    }\n    session {\n      status\n      viewer {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerFields on Viewer {\n    username\n    kind\n    displayName\n    companyName\n    customer {\n      id\n      name\n      referenceId\n    }\n    needsCustomerChoice\n    showPrices\n    showPromo\n    isBannerAdmin\n    isPickupAdmin\n    sessionExpiresAt\n  }\n"): (typeof documents)["\n  fragment ViewerFields on Viewer {\n    username\n    kind\n    displayName\n    companyName\n    customer {\n      id\n      name\n      referenceId\n    }\n    needsCustomerChoice\n    showPrices\n    showPromo\n    isBannerAdmin\n    isPickupAdmin\n    sessionExpiresAt\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;