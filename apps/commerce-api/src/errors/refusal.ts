import { ERROR_CODES, type ErrorCategory, type ErrorCode } from './errorCodes.js';

/** What a client needs besides the code to explain a refusal (`extensions` keys, snake_case). */
export type RefusalParams = Readonly<
  Record<string, string | number | boolean | null | readonly (string | number)[]>
>;

/**
 * A request the shop refuses for a reason the client can act on: out of stock, a wrong
 * password, a coupon that does not apply. Domain code throws it; the GraphQL layer sends it as
 * an error with Magento's category and message plus `extensions.error_code` and `params`.
 */
export class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly params: RefusalParams = {},
  ) {
    super(message);
    this.name = 'Refusal';
  }

  /** Magento's category for this refusal (`extensions.category`). */
  get category(): ErrorCategory {
    return ERROR_CODES[this.code];
  }
}

/** A request without a value it needs: Magento's message, and the fields that are missing. */
export const missingParameters = (message: string, fields: readonly string[]) =>
  new Refusal('REQUIRED_PARAMETER_MISSING', message, { fields });
