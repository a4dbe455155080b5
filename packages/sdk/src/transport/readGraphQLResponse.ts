import { SdkError, type SdkGraphQLError } from '../errors/SdkError';
import type { GraphQLResponseError, TransportResponse } from './TransportMiddleware';

const authorizationCategory = 'graphql-authorization';

/**
 * The `data` of a GraphQL response that carries no errors.
 *
 * @throws {@link SdkError} `graphql` (or `authorization`, when one error is of category
 *   `graphql-authorization`) when the response has GraphQL errors, even with partial data; `http`
 *   with the status when an error status came without them; `network` when a success status
 *   came without a GraphQL body.
 */
export function readGraphQLResponse(response: TransportResponse): unknown {
  const { status, body } = response;
  const statusCode = status >= 400 ? status : undefined;
  const errors = body?.errors ?? [];
  if (errors.length > 0) {
    const graphQLErrors = errors.map(toSdkGraphQLError);
    const code = graphQLErrors.some(({ category }) => category === authorizationCategory)
      ? 'authorization'
      : 'graphql';
    const message = graphQLErrors.map((graphQLError) => graphQLError.message).join('\n');
    throw new SdkError(code, message, { statusCode, graphQLErrors });
  }
  if (status < 200 || status >= 300) {
    throw new SdkError('http', `The GraphQL endpoint answered with HTTP ${status}`, {
      statusCode,
    });
  }
  if (!body) {
    throw new SdkError('network', 'The GraphQL request got no readable response');
  }
  return body.data;
}

function toSdkGraphQLError(error: GraphQLResponseError): SdkGraphQLError {
  const category = error.extensions?.['category'];
  const code = error.extensions?.['code'];
  return {
    message: error.message,
    ...(typeof category === 'string' && { category }),
    ...(typeof code === 'string' && { code }),
    ...(error.extensions && { extensions: error.extensions }),
    ...(error.path && { path: error.path }),
  };
}
