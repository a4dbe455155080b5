import type { SdkGraphQLError } from './SdkError';

/** What a refused coupon was refused for (`coupon_refused`). */
export type CouponRefusalReason =
  | 'not_found'
  | 'inactive'
  | 'expired'
  | 'minimum_not_reached'
  | 'not_applicable'
  | 'already_applied';

/** The password rule a new password broke (`password_rule`). */
export type PasswordRule = 'too_short' | 'character_classes' | 'edge_spaces' | 'same_as_email';

/** What a `not_found` refusal could not find; `null` when the backend did not say. */
export type RefusedEntity =
  | 'product'
  | 'cart'
  | 'cart_line'
  | 'address'
  | 'wishlist'
  | 'tractor'
  | 'part_finder_model'
  | 'vehicle';

/**
 * Why the backend (or the SDK's own rule, before sending) refused a request, as data to branch
 * on: the storefront says each kind in its own words. Mapped from commerce-api's
 * `extensions.error_code` and its parameters, Magento's typed codes (`user_errors { code }`,
 * `placeOrder { errors { code } }`) and, from a Magento that sends neither, the error's
 * `extensions.category` — never from the message, which is Magento's English.
 *
 * - `invalid_input`: any other refusal of the input (a field too long, a missing parameter…);
 *   `code` is the backend's when it sent one, `message` its text, for display as it is.
 * - `not_authenticated`, `not_found` with `entity: null`: a Magento's category, without a code.
 * - `unavailable`: an outside service failed for now; try again later.
 */
export type Refusal =
  // Stock and quantities
  /** `availableQuantity`: the most the line may hold (0: none in stock; `null`: not said). */
  | { kind: 'out_of_stock'; availableQuantity: number | null }
  | { kind: 'not_salable' }
  | { kind: 'invalid_quantity' }
  | { kind: 'options_required' }
  | { kind: 'bundle_options_invalid' }
  | { kind: 'unsupported_product_type' }
  // Discount codes
  /** `minSubtotal`: the cart value (NOK, VAT included) the code needs, when that was the reason. */
  | { kind: 'coupon_refused'; reason: CouponRefusalReason; minSubtotal: number | null }
  // Who is asking
  | { kind: 'not_authorized' }
  | { kind: 'not_authenticated' }
  | { kind: 'invalid_credentials' }
  | { kind: 'too_many_attempts' }
  | { kind: 'wrong_current_password' }
  | { kind: 'recaptcha_failed' }
  // Accounts and passwords
  | { kind: 'email_taken' }
  | { kind: 'invalid_email' }
  /** `minLength` / `requiredClasses`: the store's numbers, for the rules that have them. */
  | {
      kind: 'password_rule';
      rule: PasswordRule;
      minLength: number | null;
      requiredClasses: number | null;
    }
  | { kind: 'reset_token_invalid'; expired: boolean }
  // Addresses
  | { kind: 'address_locked'; rule: 'company_billing' | 'company_default_billing' }
  | { kind: 'default_address_not_deletable'; which: 'billing' | 'shipping' | null }
  // Checkout
  | { kind: 'guest_checkout_not_allowed' }
  | { kind: 'cart_not_active' }
  | { kind: 'checkout_step_missing' }
  | { kind: 'shipping_method_unavailable' }
  | { kind: 'invoice_not_available' }
  | { kind: 'card_invalid'; field: 'number' | 'expiry' | 'expired' | 'cvc' }
  // Any request
  | { kind: 'not_found'; entity: RefusedEntity | null }
  | { kind: 'unavailable'; retryAfterSeconds: number | null }
  | { kind: 'invalid_input'; code: string | null; message: string };

/** Every kind a {@link Refusal} can have. */
export type RefusalKind = Refusal['kind'];

type Parameters = Readonly<Record<string, unknown>>;

const numberParameter = (parameters: Parameters, key: string): number | null => {
  const value = parameters[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

const couponReasons: Readonly<Record<string, CouponRefusalReason>> = {
  COUPON_NOT_FOUND: 'not_found',
  COUPON_INACTIVE: 'inactive',
  COUPON_EXPIRED: 'expired',
  COUPON_MINIMUM_NOT_REACHED: 'minimum_not_reached',
  COUPON_NOT_APPLICABLE: 'not_applicable',
  COUPON_ALREADY_APPLIED: 'already_applied',
};

const passwordRules: Readonly<Record<string, PasswordRule>> = {
  PASSWORD_TOO_SHORT: 'too_short',
  PASSWORD_TOO_FEW_CHARACTER_CLASSES: 'character_classes',
  PASSWORD_EDGE_SPACES: 'edge_spaces',
  PASSWORD_SAME_AS_EMAIL: 'same_as_email',
};

const cardFields: Readonly<Record<string, 'number' | 'expiry' | 'expired' | 'cvc'>> = {
  CARD_NUMBER_INVALID: 'number',
  CARD_EXPIRY_INVALID: 'expiry',
  CARD_EXPIRED: 'expired',
  CARD_CVC_INVALID: 'cvc',
};

const missingEntities: Readonly<Record<string, RefusedEntity>> = {
  PRODUCT_NOT_FOUND: 'product',
  CART_NOT_FOUND: 'cart',
  CART_ITEM_NOT_FOUND: 'cart_line',
  // Magento's `CartUserInputErrorType` for a line that is gone.
  COULD_NOT_FIND_CART_ITEM: 'cart_line',
  ADDRESS_NOT_FOUND: 'address',
  WISHLIST_NOT_FOUND: 'wishlist',
  SHARING_CODE_NOT_FOUND: 'wishlist',
  TRACTOR_NOT_FOUND: 'tractor',
  PART_FINDER_MODEL_NOT_FOUND: 'part_finder_model',
  LICENSE_PLATE_NOT_REGISTERED: 'vehicle',
};

/** The codes whose refusal has no parameters, by code. */
const plainKinds: Readonly<Record<string, Refusal>> = {
  NOT_AUTHORIZED: { kind: 'not_authorized' },
  CART_NOT_YOURS: { kind: 'not_authorized' },
  GUEST_CHECKOUT_NOT_ALLOWED: { kind: 'guest_checkout_not_allowed' },
  INVALID_CREDENTIALS: { kind: 'invalid_credentials' },
  TOO_MANY_ATTEMPTS: { kind: 'too_many_attempts' },
  WRONG_CURRENT_PASSWORD: { kind: 'wrong_current_password' },
  RECAPTCHA_FAILED: { kind: 'recaptcha_failed' },
  EMAIL_TAKEN: { kind: 'email_taken' },
  INVALID_EMAIL: { kind: 'invalid_email' },
  RESET_TOKEN_INVALID: { kind: 'reset_token_invalid', expired: false },
  RESET_TOKEN_EXPIRED: { kind: 'reset_token_invalid', expired: true },
  COMPANY_BILLING_ADDRESS_LOCKED: { kind: 'address_locked', rule: 'company_billing' },
  COMPANY_DEFAULT_BILLING_LOCKED: { kind: 'address_locked', rule: 'company_default_billing' },
  CART_NOT_ACTIVE: { kind: 'cart_not_active' },
  NOT_SALABLE: { kind: 'not_salable' },
  QUANTITY_NOT_POSITIVE: { kind: 'invalid_quantity' },
  OPTIONS_REQUIRED: { kind: 'options_required' },
  BUNDLE_OPTIONS_INVALID: { kind: 'bundle_options_invalid' },
  SHIPPING_ADDRESS_MISSING: { kind: 'checkout_step_missing' },
  SHIPPING_METHOD_NOT_AVAILABLE: { kind: 'shipping_method_unavailable' },
  INVOICE_NOT_AVAILABLE: { kind: 'invoice_not_available' },
};

/**
 * Codes that refuse the input without a kind of their own, shown by their message: commerce-api's
 * and Magento's typed ones (`UNDEFINED`, and `placeOrder`'s `UNABLE_TO_PLACE_ORDER`, whose
 * message is the only reason given).
 */
const inputCodes: ReadonlySet<string> = new Set([
  'REQUIRED_PARAMETER_MISSING',
  'INVALID_PARAMETER_VALUE',
  'FIELD_TOO_LONG',
  'TOO_MANY_STREET_LINES',
  'POSTCODE_INVALID',
  'COUNTRY_NOT_FOUND',
  'CART_ID_INVALID',
  'CART_ID_TAKEN',
  'CUSTOMER_CART_REQUIRED',
  'NOT_ALLOWED_FOR_CUSTOMER',
  'SAME_CART',
  'CART_EMPTY',
  'QUANTITY_NOT_WHOLE',
  'SHIPPING_ADDRESS_NOT_ALLOWED',
  'PAYMENT_METHOD_NOT_AVAILABLE',
  'TOO_MANY_TRACTORS',
  'LICENSE_PLATE_INVALID',
  'UNDEFINED',
  'UNABLE_TO_PLACE_ORDER',
]);

/** The refusal a known code names, with its parameters; `null` for a code not known here. */
function refusalOfCode(code: string, parameters: Parameters, message: string): Refusal | null {
  if (inputCodes.has(code)) return { kind: 'invalid_input', code, message };
  const plain = plainKinds[code];
  if (plain) return plain;
  const entity = missingEntities[code];
  if (entity) return { kind: 'not_found', entity };
  const reason = couponReasons[code];
  if (reason) {
    return {
      kind: 'coupon_refused',
      reason,
      minSubtotal: numberParameter(parameters, 'min_subtotal'),
    };
  }
  const rule = passwordRules[code];
  if (rule) {
    return {
      kind: 'password_rule',
      rule,
      minLength: numberParameter(parameters, 'min_length'),
      requiredClasses: numberParameter(parameters, 'required_classes'),
    };
  }
  const field = cardFields[code];
  if (field) return { kind: 'card_invalid', field };
  switch (code) {
    case 'OUT_OF_STOCK':
      return {
        kind: 'out_of_stock',
        availableQuantity: numberParameter(parameters, 'available_quantity') ?? 0,
      };
    // `ITEM_QTY`: Magento's `CartItemErrorType` of a line whose quantity stock does not cover.
    case 'INSUFFICIENT_STOCK':
    case 'ITEM_QTY':
      return {
        kind: 'out_of_stock',
        availableQuantity: numberParameter(parameters, 'available_quantity'),
      };
    case 'DEFAULT_ADDRESS_NOT_DELETABLE': {
      const which = parameters['default'];
      return {
        kind: 'default_address_not_deletable',
        which: which === 'billing' || which === 'shipping' ? which : null,
      };
    }
    case 'LICENSE_PLATE_REGISTRY_UNAVAILABLE':
    case 'LICENSE_PLATE_RATE_LIMITED':
      return {
        kind: 'unavailable',
        retryAfterSeconds: numberParameter(parameters, 'retry_after_seconds'),
      };
  }
  return null;
}

/**
 * A refusal by its category (how a Magento without `error_code` tells them apart), with the
 * error's code, if any, and message kept for `invalid_input`. No category: no refusal (a
 * malformed request, an unexpected failure, whatever `extensions.code` the server adds).
 */
function refusalOfCategory(
  category: string | undefined,
  code: string | null,
  message: string,
): Refusal | null {
  switch (category) {
    case 'graphql-authorization':
      return { kind: 'not_authorized' };
    case 'graphql-authentication':
      return { kind: 'not_authenticated' };
    case 'graphql-no-such-entity':
      return { kind: 'not_found', entity: null };
    case 'wm-unavailable':
      return { kind: 'unavailable', retryAfterSeconds: null };
    case 'graphql-input':
    case 'graphql-already-exists':
      return { kind: 'invalid_input', code, message };
    default:
      return null;
  }
}

/**
 * The {@link Refusal} one error of a response means: by its `extensions.error_code` (with the
 * parameters beside it), else its typed code (Magento's `CartUserInputErrorType`, a `placeOrder`
 * error's code, `extensions.code`), else its category (a code not known here is kept on
 * `invalid_input`). `null` when the error is no refusal: no known code and no category (a
 * malformed request, an unexpected failure). Never reads the message. Pure.
 *
 * @example
 * ```ts
 * refusalFromGraphQLError({
 *   message: 'The requested qty is not available',
 *   category: 'graphql-input',
 *   extensions: { error_code: 'INSUFFICIENT_STOCK', available_quantity: 3 },
 * });
 * // { kind: 'out_of_stock', availableQuantity: 3 }
 * ```
 */
export function refusalFromGraphQLError(
  error: Pick<SdkGraphQLError, 'message' | 'category' | 'code' | 'extensions'>,
): Refusal | null {
  const parameters = error.extensions ?? {};
  const errorCode = typeof parameters['error_code'] === 'string' ? parameters['error_code'] : null;
  const code = errorCode ?? error.code ?? null;
  for (const candidate of [errorCode, error.code]) {
    const refusal = candidate ? refusalOfCode(candidate, parameters, error.message) : null;
    if (refusal) return refusal;
  }
  return refusalOfCategory(error.category, code, error.message);
}
