import type { EnteredOptionProblem } from '../cart/enteredOptionsCheck';
import type { CouponRefusalReason, PasswordRule, RefusedEntity, Refusal } from './Refusal';
import type { SdkGraphQLError } from './SdkError';

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
  ONLINE_PURCHASE_NOT_ALLOWED: { kind: 'online_purchase_not_allowed' },
  INVALID_CREDENTIALS: { kind: 'invalid_credentials' },
  WRONG_CURRENT_PASSWORD: { kind: 'wrong_current_password' },
  RECAPTCHA_FAILED: { kind: 'recaptcha_failed' },
  EMAIL_TAKEN: { kind: 'email_taken' },
  INVALID_EMAIL: { kind: 'invalid_email' },
  INVALID_ORGANIZATION_NUMBER: { kind: 'invalid_organization_number' },
  INVALID_PHONE_NUMBER: { kind: 'invalid_phone_number' },
  INVALID_COMPANY_TYPE: { kind: 'invalid_company_type' },
  RESET_TOKEN_INVALID: { kind: 'reset_token_invalid', expired: false },
  RESET_TOKEN_EXPIRED: { kind: 'reset_token_invalid', expired: true },
  COMPANY_BILLING_ADDRESS_LOCKED: { kind: 'address_locked', rule: 'company_billing' },
  COMPANY_DEFAULT_BILLING_LOCKED: { kind: 'address_locked', rule: 'company_default_billing' },
  CART_NOT_ACTIVE: { kind: 'cart_not_active' },
  NOT_SALABLE: { kind: 'not_salable' },
  QUOTE_ONLY: { kind: 'quote_only' },
  QUANTITY_NOT_POSITIVE: { kind: 'invalid_quantity' },
  OPTIONS_REQUIRED: { kind: 'options_required' },
  BUNDLE_OPTIONS_INVALID: { kind: 'bundle_options_invalid' },
  SHIPPING_ADDRESS_MISSING: { kind: 'checkout_step_missing', step: 'shipping-address' },
  SHIPPING_METHOD_NOT_AVAILABLE: { kind: 'shipping_method_unavailable' },
  INVOICE_NOT_AVAILABLE: { kind: 'invoice_not_available' },
  CARD_TOKEN_INVALID: { kind: 'card_invalid' },
  CARD_EXPIRED: { kind: 'card_expired' },
  PAYMENT_DECLINED: { kind: 'payment_declined' },
  VIPPS_CANCELLED: { kind: 'vipps_cancelled' },
  VIPPS_EXPIRED: { kind: 'vipps_expired' },
  VIPPS_NOT_APPROVED: { kind: 'vipps_not_approved' },
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
  // A quote asked for on a product sold online: the shop's pages ask only for quote products.
  'QUOTE_NOT_OFFERED',
  // A stock alert asked for a product that can be ordered now.
  'IN_STOCK',
  'UNDEFINED',
  'UNABLE_TO_PLACE_ORDER',
]);

/**
 * commerce-api's refusal of an entered custom option (`CUSTOM_OPTION_*`, with `option_uid` and
 * the limit broken) as the problem `checkEnteredOptions` names; `null` for any other code, and
 * for one without the option's uid (nothing to point at).
 */
function customOptionProblem(code: string, parameters: Parameters): EnteredOptionProblem | null {
  const uid = parameters['option_uid'];
  if (typeof uid !== 'string' || uid === '') return null;
  switch (code) {
    case 'CUSTOM_OPTION_REQUIRED':
      return { uid, reason: 'required' };
    case 'CUSTOM_OPTION_TOO_LONG': {
      const maxCharacters = numberParameter(parameters, 'max_characters');
      return maxCharacters === null ? null : { uid, reason: 'too-long', maxCharacters };
    }
    case 'CUSTOM_OPTION_OUT_OF_RANGE':
      return {
        uid,
        reason: 'out-of-range',
        min: numberParameter(parameters, 'min_value'),
        max: numberParameter(parameters, 'max_value'),
      };
    default:
      return null;
  }
}

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
  const optionProblem = customOptionProblem(code, parameters);
  if (optionProblem) return { kind: 'custom_option_refused', problem: optionProblem };
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
    case 'TOO_MANY_ATTEMPTS':
      return {
        kind: 'too_many_attempts',
        retryAfterSeconds: numberParameter(parameters, 'retry_after_seconds'),
      };
    case 'LICENSE_PLATE_REGISTRY_UNAVAILABLE':
    case 'LICENSE_PLATE_RATE_LIMITED':
    case 'PAYMENT_PROVIDER_UNAVAILABLE':
      return {
        kind: 'unavailable',
        retryAfterSeconds: numberParameter(parameters, 'retry_after_seconds'),
      };
    case 'TOO_MANY_REQUESTS':
      return {
        kind: 'too_many_requests',
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
