import { describe, expect, it } from 'vitest';
import type { Refusal } from './Refusal';
import { refusalFromGraphQLError } from './refusalFromGraphQLError';

/** An error as commerce-api sends it: Magento's category and message, the code beside them. */
const coded = (
  errorCode: string,
  parameters: Record<string, unknown> = {},
  category = 'graphql-input',
) => ({
  message: 'Magento’s English, never read',
  category,
  extensions: { category, error_code: errorCode, ...parameters },
});

describe('refusalFromGraphQLError', () => {
  it.each<[string, Record<string, unknown>, Refusal]>([
    // Who is asking
    ['NOT_AUTHORIZED', {}, { kind: 'not_authorized' }],
    ['CART_NOT_YOURS', { cart_id: 'abc' }, { kind: 'not_authorized' }],
    ['GUEST_CHECKOUT_NOT_ALLOWED', {}, { kind: 'guest_checkout_not_allowed' }],
    ['ONLINE_PURCHASE_NOT_ALLOWED', {}, { kind: 'online_purchase_not_allowed' }],
    ['INVALID_CREDENTIALS', {}, { kind: 'invalid_credentials' }],
    [
      'TOO_MANY_ATTEMPTS',
      { retry_after_seconds: 120 },
      { kind: 'too_many_attempts', retryAfterSeconds: 120 },
    ],
    ['TOO_MANY_ATTEMPTS', {}, { kind: 'too_many_attempts', retryAfterSeconds: null }],
    ['WRONG_CURRENT_PASSWORD', {}, { kind: 'wrong_current_password' }],
    ['RECAPTCHA_FAILED', {}, { kind: 'recaptcha_failed' }],
    // Accounts and passwords
    ['EMAIL_TAKEN', {}, { kind: 'email_taken' }],
    ['INVALID_EMAIL', {}, { kind: 'invalid_email' }],
    ['INVALID_ORGANIZATION_NUMBER', { field: 'taxvat' }, { kind: 'invalid_organization_number' }],
    ['INVALID_PHONE_NUMBER', { field: 'phone_number' }, { kind: 'invalid_phone_number' }],
    ['INVALID_COMPANY_TYPE', { field: 'company_type' }, { kind: 'invalid_company_type' }],
    [
      'PASSWORD_TOO_SHORT',
      { min_length: 10 },
      { kind: 'password_rule', rule: 'too_short', minLength: 10, requiredClasses: null },
    ],
    [
      'PASSWORD_TOO_FEW_CHARACTER_CLASSES',
      { required_classes: 3 },
      { kind: 'password_rule', rule: 'character_classes', minLength: null, requiredClasses: 3 },
    ],
    [
      'PASSWORD_EDGE_SPACES',
      {},
      { kind: 'password_rule', rule: 'edge_spaces', minLength: null, requiredClasses: null },
    ],
    [
      'PASSWORD_SAME_AS_EMAIL',
      {},
      { kind: 'password_rule', rule: 'same_as_email', minLength: null, requiredClasses: null },
    ],
    ['RESET_TOKEN_INVALID', {}, { kind: 'reset_token_invalid', expired: false }],
    ['RESET_TOKEN_EXPIRED', {}, { kind: 'reset_token_invalid', expired: true }],
    // Addresses
    ['ADDRESS_NOT_FOUND', { address_id: 7 }, { kind: 'not_found', entity: 'address' }],
    ['COMPANY_BILLING_ADDRESS_LOCKED', {}, { kind: 'address_locked', rule: 'company_billing' }],
    [
      'COMPANY_DEFAULT_BILLING_LOCKED',
      {},
      { kind: 'address_locked', rule: 'company_default_billing' },
    ],
    [
      'DEFAULT_ADDRESS_NOT_DELETABLE',
      { address_id: 7, default: 'shipping' },
      { kind: 'default_address_not_deletable', which: 'shipping' },
    ],
    // Carts
    ['CART_NOT_FOUND', { cart_id: 'abc' }, { kind: 'not_found', entity: 'cart' }],
    ['CART_NOT_ACTIVE', {}, { kind: 'cart_not_active' }],
    ['CART_ITEM_NOT_FOUND', {}, { kind: 'not_found', entity: 'cart_line' }],
    // Adding to the cart
    [
      'CUSTOM_OPTION_OUT_OF_RANGE',
      { option_uid: 'b3B0', title: 'Lengde (cm)', min_value: 10, max_value: 500 },
      {
        kind: 'custom_option_refused',
        problem: { uid: 'b3B0', reason: 'out-of-range', min: 10, max: 500 },
      },
    ],
    [
      'CUSTOM_OPTION_OUT_OF_RANGE',
      { option_uid: 'b3B0', min_value: null, max_value: 500 },
      {
        kind: 'custom_option_refused',
        problem: { uid: 'b3B0', reason: 'out-of-range', min: null, max: 500 },
      },
    ],
    [
      'CUSTOM_OPTION_TOO_LONG',
      { option_uid: 'b3B0', max_characters: 30 },
      {
        kind: 'custom_option_refused',
        problem: { uid: 'b3B0', reason: 'too-long', maxCharacters: 30 },
      },
    ],
    [
      'CUSTOM_OPTION_REQUIRED',
      { option_uid: 'b3B0', title: 'Lengde (cm)' },
      { kind: 'custom_option_refused', problem: { uid: 'b3B0', reason: 'required' } },
    ],
    // Without the option's uid there is nothing to point at: shown by its message.
    [
      'CUSTOM_OPTION_REQUIRED',
      {},
      {
        kind: 'invalid_input',
        code: 'CUSTOM_OPTION_REQUIRED',
        message: 'Magento’s English, never read',
      },
    ],
    [
      'CUSTOM_OPTION_UNKNOWN',
      { option_uid: 'eA==' },
      {
        kind: 'invalid_input',
        code: 'CUSTOM_OPTION_UNKNOWN',
        message: 'Magento’s English, never read',
      },
    ],
    ['PRODUCT_NOT_FOUND', { sku: 'X-1' }, { kind: 'not_found', entity: 'product' }],
    ['OUT_OF_STOCK', { available_quantity: 0 }, { kind: 'out_of_stock', availableQuantity: 0 }],
    [
      'INSUFFICIENT_STOCK',
      { available_quantity: 3 },
      { kind: 'out_of_stock', availableQuantity: 3 },
    ],
    ['NOT_SALABLE', {}, { kind: 'not_salable' }],
    ['QUANTITY_NOT_POSITIVE', {}, { kind: 'invalid_quantity' }],
    ['OPTIONS_REQUIRED', {}, { kind: 'options_required' }],
    ['BUNDLE_OPTIONS_INVALID', {}, { kind: 'bundle_options_invalid' }],
    // Discount codes
    [
      'COUPON_NOT_FOUND',
      { coupon_code: 'NOPE' },
      { kind: 'coupon_refused', reason: 'not_found', minSubtotal: null },
    ],
    ['COUPON_INACTIVE', {}, { kind: 'coupon_refused', reason: 'inactive', minSubtotal: null }],
    ['COUPON_EXPIRED', {}, { kind: 'coupon_refused', reason: 'expired', minSubtotal: null }],
    [
      'COUPON_MINIMUM_NOT_REACHED',
      { coupon_code: 'VAAR10', min_subtotal: 1000 },
      { kind: 'coupon_refused', reason: 'minimum_not_reached', minSubtotal: 1000 },
    ],
    [
      'COUPON_NOT_APPLICABLE',
      {},
      { kind: 'coupon_refused', reason: 'not_applicable', minSubtotal: null },
    ],
    [
      'COUPON_ALREADY_APPLIED',
      {},
      { kind: 'coupon_refused', reason: 'already_applied', minSubtotal: null },
    ],
    // Checkout
    ['SHIPPING_ADDRESS_MISSING', {}, { kind: 'checkout_step_missing', step: 'shipping-address' }],
    ['SHIPPING_METHOD_NOT_AVAILABLE', {}, { kind: 'shipping_method_unavailable' }],
    ['INVOICE_NOT_AVAILABLE', {}, { kind: 'invoice_not_available' }],
    ['CARD_TOKEN_INVALID', {}, { kind: 'card_invalid' }],
    ['CARD_EXPIRED', {}, { kind: 'card_expired' }],
    ['PAYMENT_DECLINED', {}, { kind: 'payment_declined' }],
    ['PAYMENT_PROVIDER_UNAVAILABLE', {}, { kind: 'unavailable', retryAfterSeconds: null }],
    // Wish lists, My tractors, licence plates
    ['WISHLIST_NOT_FOUND', {}, { kind: 'not_found', entity: 'wishlist' }],
    ['SHARING_CODE_NOT_FOUND', {}, { kind: 'not_found', entity: 'wishlist' }],
    ['TRACTOR_NOT_FOUND', {}, { kind: 'not_found', entity: 'tractor' }],
    ['PART_FINDER_MODEL_NOT_FOUND', {}, { kind: 'not_found', entity: 'part_finder_model' }],
    ['LICENSE_PLATE_NOT_REGISTERED', {}, { kind: 'not_found', entity: 'vehicle' }],
    [
      'LICENSE_PLATE_RATE_LIMITED',
      { retry_after_seconds: 30 },
      { kind: 'unavailable', retryAfterSeconds: 30 },
    ],
    ['LICENSE_PLATE_REGISTRY_UNAVAILABLE', {}, { kind: 'unavailable', retryAfterSeconds: null }],
    // Any request
    [
      'TOO_MANY_REQUESTS',
      { retry_after_seconds: 840 },
      { kind: 'too_many_requests', retryAfterSeconds: 840 },
    ],
  ])('maps %s', (errorCode, parameters, refusal) => {
    expect(refusalFromGraphQLError(coded(errorCode, parameters))).toEqual(refusal);
  });

  it.each([
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
  ])('keeps %s as invalid input, with its code and message for display', (errorCode) => {
    expect(refusalFromGraphQLError(coded(errorCode))).toEqual({
      kind: 'invalid_input',
      code: errorCode,
      message: 'Magento’s English, never read',
    });
  });

  it('reads a stock refusal without a number as not saying what is left, or none when out of stock', () => {
    expect(refusalFromGraphQLError(coded('INSUFFICIENT_STOCK'))).toEqual({
      kind: 'out_of_stock',
      availableQuantity: null,
    });
    expect(refusalFromGraphQLError(coded('OUT_OF_STOCK'))).toEqual({
      kind: 'out_of_stock',
      availableQuantity: 0,
    });
    expect(
      refusalFromGraphQLError(coded('DEFAULT_ADDRESS_NOT_DELETABLE', { default: 'x' })),
    ).toEqual({ kind: 'default_address_not_deletable', which: null });
  });

  it("maps Magento's typed codes (user_errors, placeOrder errors) without a category", () => {
    const typed = (code: string) => refusalFromGraphQLError({ message: 'm', code });

    expect(typed('INSUFFICIENT_STOCK')).toEqual({ kind: 'out_of_stock', availableQuantity: null });
    expect(typed('ITEM_QTY')).toEqual({ kind: 'out_of_stock', availableQuantity: null });
    expect(typed('NOT_SALABLE')).toEqual({ kind: 'not_salable' });
    expect(typed('PRODUCT_NOT_FOUND')).toEqual({ kind: 'not_found', entity: 'product' });
    expect(typed('COULD_NOT_FIND_CART_ITEM')).toEqual({ kind: 'not_found', entity: 'cart_line' });
    expect(typed('CART_NOT_ACTIVE')).toEqual({ kind: 'cart_not_active' });
    expect(typed('UNABLE_TO_PLACE_ORDER')).toEqual({
      kind: 'invalid_input',
      code: 'UNABLE_TO_PLACE_ORDER',
      message: 'm',
    });
    expect(typed('UNDEFINED')).toMatchObject({ kind: 'invalid_input', code: 'UNDEFINED' });
  });

  it('prefers error_code to the typed code beside it', () => {
    expect(
      refusalFromGraphQLError({
        message: 'm',
        code: 'LICENSE_PLATE_INVALID',
        extensions: { error_code: 'LICENSE_PLATE_NOT_REGISTERED' },
      }),
    ).toEqual({ kind: 'not_found', entity: 'vehicle' });
  });

  it("falls back on a real Magento's category, never on its message", () => {
    const magento = (category: string) =>
      refusalFromGraphQLError({
        message: 'The account sign-in was incorrect or your account is disabled temporarily.',
        category,
      });

    expect(magento('graphql-authorization')).toEqual({ kind: 'not_authorized' });
    expect(magento('graphql-authentication')).toEqual({ kind: 'not_authenticated' });
    expect(magento('graphql-no-such-entity')).toEqual({ kind: 'not_found', entity: null });
    expect(magento('wm-unavailable')).toEqual({ kind: 'unavailable', retryAfterSeconds: null });
    expect(magento('graphql-input')).toEqual({
      kind: 'invalid_input',
      code: null,
      message: 'The account sign-in was incorrect or your account is disabled temporarily.',
    });
  });

  it('falls back on the category for a code it does not know', () => {
    expect(refusalFromGraphQLError(coded('SOMETHING_NEW', {}, 'graphql-authorization'))).toEqual({
      kind: 'not_authorized',
    });
    expect(refusalFromGraphQLError(coded('SOMETHING_NEW'))).toMatchObject({
      kind: 'invalid_input',
      code: 'SOMETHING_NEW',
    });
  });

  it('is no refusal without a code or a category (a malformed request, an unexpected failure)', () => {
    expect(refusalFromGraphQLError({ message: 'Internal server error' })).toBeNull();
    expect(refusalFromGraphQLError({ message: 'x', code: 'GRAPHQL_VALIDATION_FAILED' })).toBeNull();
    expect(refusalFromGraphQLError({ message: 'x', code: 'INTERNAL_SERVER_ERROR' })).toBeNull();
  });
});
