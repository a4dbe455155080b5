/** The GraphQL API the server renders from (`MAGENTO_GRAPHQL_URL`; commerce-api on localhost). */
export function graphqlUrl(): string {
  return process.env.MAGENTO_GRAPHQL_URL ?? 'http://localhost:4000/graphql';
}
