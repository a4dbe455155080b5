import { SdkError } from '../errors/SdkError';

/**
 * The GraphQL endpoint as an absolute URL. A relative one (such as a storefront's same-origin
 * `/graphql` proxy) is resolved against `base`, the page's address in a browser; without a base
 * it cannot be used, and that is said at once rather than at the first request.
 *
 * @throws {@link SdkError} `invalid-argument` when the endpoint is not a URL, or is relative and
 *   there is no base to resolve it against.
 */
export function resolveEndpoint(endpoint: string, base: string | undefined): string {
  try {
    return new URL(endpoint, base).href;
  } catch (cause) {
    throw new SdkError(
      'invalid-argument',
      base === undefined
        ? `The GraphQL endpoint "${endpoint}" must be an absolute URL (relative ones work only in a browser)`
        : `The GraphQL endpoint "${endpoint}" is not a URL`,
      { cause },
    );
  }
}
