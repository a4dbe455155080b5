/**
 * Every code an {@link SdkError} can carry. Callers branch on the code, never on the message.
 *
 * - `invalid-argument`: a caller passed a value the SDK cannot work with (a programming error,
 *   such as a price that is `NaN`). Expected business failures are returned in results instead.
 *
 * The union grows with the SDK's domains (network, GraphQL, authorization, user errors).
 */
export type SdkErrorCode = 'invalid-argument';

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

  constructor(code: SdkErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
  }
}

/**
 * Tells whether `error` is an {@link SdkError}, optionally with the given `code`.
 *
 * Use it instead of `instanceof` in code that may see errors from another copy of the SDK (for
 * example a server bundle and a browser bundle) and instead of matching on message text.
 */
export function isSdkError(error: unknown, code?: SdkErrorCode): error is SdkError {
  if (!(error instanceof Error) || error.name !== 'SdkError' || !('code' in error)) return false;
  return code === undefined || error.code === code;
}
