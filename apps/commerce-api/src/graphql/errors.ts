import { GraphQLError } from 'graphql';

/**
 * Magento tags every error it means for clients with an `extensions.category`; clients branch on
 * it (e.g. `graphql-authorization` ends a session), so this server does the same.
 */
export type ErrorCategory =
  | 'graphql-input'
  | 'graphql-no-such-entity'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-already-exists'
  /** The shop's own: an outside service (the vehicle registry) failed for now; retry later. */
  | 'wm-unavailable';

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
