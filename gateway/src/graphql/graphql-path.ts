/** Where GraphQL is served: Mercurius's route and the reply memo's hooks. */
export const GRAPHQL_PATH = '/graphql';
