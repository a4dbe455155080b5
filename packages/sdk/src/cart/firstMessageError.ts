import { isSdkError, SdkError } from '../errors/SdkError';

/**
 * The error to throw for a backend failure (spec §8: the first message): an {@link SdkError}
 * with the first GraphQL error's message, else the error as it is.
 */
export function firstMessageError(error: unknown): unknown {
  if (!isSdkError(error) || error.graphQLErrors.length < 2) return error;
  return new SdkError(error.code, error.graphQLErrors[0]!.message, {
    cause: error,
    statusCode: error.statusCode,
    graphQLErrors: error.graphQLErrors,
    refusal: error.refusal,
  });
}
