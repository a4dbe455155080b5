import { isSdkError } from '@agri-parts/sdk';

/**
 * Whether the API refused a request for its input (Magento's `graphql-input` category), such as
 * a URL with a NUL character or a page number past the last page: the shopper asked for
 * something that does not exist, not a failure of the shop.
 */
export function isBadInputError(error: unknown): boolean {
  return (
    isSdkError(error, 'graphql') &&
    error.graphQLErrors.some((graphQLError) => graphQLError.category === 'graphql-input')
  );
}
