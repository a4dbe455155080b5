import { GraphQLError } from 'graphql';
import { maskError as maskUnexpectedError } from 'graphql-yoga';
import type { ErrorCategory } from '../errors/errorCodes.js';
import { Refusal } from '../errors/refusal.js';

export type { ErrorCategory } from '../errors/errorCodes.js';

export function categorizedError(
  category: ErrorCategory,
  message: string,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { category, ...extensions } });
}

/** Bad arguments: the client can fix the request. */
export const inputError = (message: string) => categorizedError('graphql-input', message);

/** The requested entity does not exist (or is not visible in this store). */
export const noSuchEntityError = (message: string) =>
  categorizedError('graphql-no-such-entity', message);

/**
 * A refusal as clients see it: Magento's message and `extensions.category`, plus
 * `extensions.error_code` and the refusal's parameters; `located` gives the path and position.
 */
export function refusalError(refusal: Refusal, located?: GraphQLError): GraphQLError {
  return new GraphQLError(refusal.message, {
    nodes: located?.nodes,
    source: located?.source,
    positions: located?.positions,
    path: located?.path,
    extensions: { category: refusal.category, error_code: refusal.code, ...refusal.params },
  });
}

/**
 * Yoga's `maskError`, knowing refusals: a `Refusal` thrown anywhere in a resolver reaches the
 * client as {@link refusalError}; anything else unexpected is masked (and logged) as before, and
 * no error keeps `extensions.originalError` (yoga puts a parser's error name and message there).
 */
export function maskError(error: unknown, message: string, isDev?: boolean): Error {
  if (error instanceof Refusal) return refusalError(error);
  // graphql-js wraps what a resolver throws in a located error (of either copy of graphql).
  const located = error as GraphQLError | null;
  if (located?.originalError instanceof Refusal)
    return refusalError(located.originalError, located);
  return withoutInternals(maskUnexpectedError(error, message, isDev));
}

function withoutInternals(error: Error): Error {
  if (!(error instanceof GraphQLError) || !('originalError' in error.extensions)) return error;
  const extensions = { ...error.extensions };
  delete extensions.originalError;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions,
  });
}
