import type { Refusal } from './Refusal';
import { refusalFromGraphQLError } from './refusalFromGraphQLError';

/**
 * Every code an {@link SdkError} can carry. Callers branch on the code, never on the message.
 *
 * - `invalid-argument`: a caller passed a value the SDK cannot work with (a programming error,
 *   such as a price that is `NaN`), or a request its own rules refuse before sending (then with
 *   a `refusal`, such as `canAddToCart`'s out of stock).
 * - `network`: the request never got a response (offline, DNS, connection refused, aborted).
 * - `http`: the server answered with an error status and no GraphQL body; see `statusCode`.
 * - `graphql`: the GraphQL response carried `errors`; see `graphQLErrors` and their `category`.
 * - `authorization`: a GraphQL error of category `graphql-authorization`: the customer token was
 *   rejected, so the session has ended.
 */
export type SdkErrorCode = 'invalid-argument' | 'network' | 'http' | 'graphql' | 'authorization';

/** One error of a GraphQL response, reduced to what callers may branch on. */
export interface SdkGraphQLError {
  message: string;
  /** Magento's `extensions.category`, such as `graphql-authorization` or `graphql-input`. */
  category?: string;
  /**
   * `extensions.code`, a machine-readable reason some fields add next to the category (such as
   * `LICENSE_PLATE_INVALID`).
   */
  code?: string;
  /** The error's `extensions` as the backend sent them, for details beyond category and code. */
  extensions?: Readonly<Record<string, unknown>>;
  /** Where in the response the error happened. */
  path?: readonly (string | number)[];
}

/** Options of an {@link SdkError} beyond the standard `cause`. */
export interface SdkErrorOptions extends ErrorOptions {
  /** The HTTP status to report; 500 when not given. */
  statusCode?: number;
  /** The errors of the GraphQL response, for `graphql` and `authorization` errors. */
  graphQLErrors?: readonly SdkGraphQLError[];
  /** Why the request was refused; read from the first of `graphQLErrors` when not given. */
  refusal?: Refusal | null;
}

/** The status an error reports when nothing more specific is known. */
const defaultStatusCode = 500;

/**
 * The one error type the SDK throws. It carries a machine-readable {@link SdkErrorCode}; the
 * message is for developers and logs only.
 *
 * @example
 * ```ts
 * try {
 *   formatPrice(Number.NaN);
 * } catch (error) {
 *   if (isSdkError(error, 'invalid-argument')) report(error);
 *   else throw error;
 * }
 * ```
 */
export class SdkError extends Error {
  override readonly name = 'SdkError';

  /** What went wrong, as a stable code to branch on. */
  readonly code: SdkErrorCode;

  /** The HTTP status to report for this error: the response's status when known, else 500. */
  readonly statusCode: number;

  /** The errors of the GraphQL response; empty unless the code is `graphql` or `authorization`. */
  readonly graphQLErrors: readonly SdkGraphQLError[];

  /**
   * Why the backend (its first error, spec §8) or the SDK's own rule refused the request, as a
   * typed {@link Refusal} to branch on; `null` when nothing refused (no connection, a malformed
   * request, an unexpected failure).
   */
  readonly refusal: Refusal | null;

  constructor(code: SdkErrorCode, message: string, options: SdkErrorOptions = {}) {
    const {
      statusCode = defaultStatusCode,
      graphQLErrors = [],
      refusal,
      ...errorOptions
    } = options;
    super(message, errorOptions);
    this.code = code;
    this.statusCode = statusCode;
    this.graphQLErrors = graphQLErrors;
    const first = graphQLErrors[0];
    this.refusal = refusal !== undefined ? refusal : first ? refusalFromGraphQLError(first) : null;
  }
}

/**
 * A refusal the backend answered in data rather than as a GraphQL error (Magento's `user_errors
 * { code }`, `errors { code }`, `placeOrder { errors { code } }`), as the GraphQL error it stands
 * for: the message and the typed code, with what commerce-api adds beside them as a thrown
 * refusal's `extensions` would carry it — the stock left (`wm_available_quantity`), the finer code
 * (`wm_error_code`). Pure.
 */
export function typedCodeGraphQLError(entry: TypedCodeEntry): SdkGraphQLError {
  const extensions = {
    ...(typeof entry.wm_available_quantity === 'number' && {
      available_quantity: entry.wm_available_quantity,
    }),
    ...(entry.wm_error_code && { error_code: entry.wm_error_code }),
  };
  return {
    message: entry.message,
    ...(entry.code && { code: entry.code }),
    ...(Object.keys(extensions).length > 0 && { extensions }),
  };
}

/** A typed error entry of a response, with commerce-api's additions when they were asked for. */
export interface TypedCodeEntry {
  code?: string | null;
  message: string;
  wm_available_quantity?: number | null;
  wm_error_code?: string | null;
}

/**
 * The error for a refusal the backend answered in data rather than as a GraphQL error: a
 * `graphql` {@link SdkError} with the message, whose `refusal` is read from the typed code and
 * what comes with it ({@link typedCodeGraphQLError}).
 */
export function typedCodeError(entry: TypedCodeEntry): SdkError {
  return new SdkError('graphql', entry.message, { graphQLErrors: [typedCodeGraphQLError(entry)] });
}

/**
 * The typed {@link Refusal} of anything a call threw: an {@link SdkError}'s `refusal` (also of
 * another copy of the SDK), else `null`. Pure.
 *
 * @example
 * ```ts
 * const refusal = refusalOf(error);
 * if (refusal?.kind === 'out_of_stock') showOnlyLeft(refusal.availableQuantity);
 * ```
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!isSdkError(error)) return null;
  const refusal = (error as { refusal?: Refusal | null }).refusal;
  return refusal ?? null;
}

/**
 * Tells whether `error` is an {@link SdkError}, optionally with the given `code`, and narrows
 * `error.code` to that code.
 *
 * Use it instead of `instanceof` in code that may see errors from another copy of the SDK (for
 * example a server bundle and a browser bundle) and instead of matching on message text.
 */
export function isSdkError<Code extends SdkErrorCode>(
  error: unknown,
  code?: Code,
): error is SdkError & { readonly code: Code } {
  if (!(error instanceof Error) || error.name !== 'SdkError' || !('code' in error)) return false;
  return code === undefined || error.code === code;
}

/** Gateway statuses: a proxy in front of the API (such as the storefront's) could not reach it. */
export const gatewayStatuses: readonly number[] = [502, 503, 504];

/**
 * Tells whether a request failed without an answer from the API: no connection at all, or a
 * gateway's 502 / 503 / 504. The API may have done the work all the same (an add to cart, an
 * order), so state it changes should be read again, not assumed unchanged.
 */
export function isUnansweredError(error: unknown): boolean {
  return (
    isSdkError(error, 'network') ||
    (isSdkError(error) && gatewayStatuses.includes(error.statusCode))
  );
}

/** An error as the storefront reports it: a message and an HTTP status. */
export interface NormalizedError {
  message: string;
  statusCode: number;
}

/**
 * Reduces anything that was thrown to a message and an HTTP status, as the specification asks
 * for error objects: the error's own `statusCode` when it has a numeric one, otherwise 500.
 *
 * @example
 * ```ts
 * const { message, statusCode } = normalizeError(caught);
 * response.status(statusCode).send(message);
 * ```
 */
export function normalizeError(error: unknown): NormalizedError {
  if (error instanceof Error) {
    return { message: error.message, statusCode: readStatusCode(error) };
  }
  if (typeof error === 'string') return { message: error, statusCode: defaultStatusCode };
  return { message: 'Unknown error', statusCode: defaultStatusCode };
}

function readStatusCode(error: Error): number {
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  return typeof statusCode === 'number' && Number.isInteger(statusCode)
    ? statusCode
    : defaultStatusCode;
}
