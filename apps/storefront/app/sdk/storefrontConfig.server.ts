/** The GraphQL API the server renders from (`MAGENTO_GRAPHQL_URL`; commerce-api on localhost). */
export function graphqlUrl(): string {
  return process.env.MAGENTO_GRAPHQL_URL ?? 'http://localhost:4000/graphql';
}

/**
 * The shop's public address, for absolute links that leave the page: canonical URLs, the sitemap,
 * structured data (`PUBLIC_URL`; `http://localhost:$PORT` by default). Never taken from the
 * request's Host header, which a client chooses.
 */
export function publicUrl(): string {
  const configured = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`;
  return configured.replace(/\/+$/, '');
}
