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
  /**
   * The shop's own: an outside service (the vehicle registry) failed, or a rate limit is spent,
   * for now; retry later (`retry_after_seconds` when known).
   */
  | 'wm-unavailable';

/**
 * Every refusal code this server sends as `extensions.error_code`, with the Magento category the
 * error keeps. Clients branch on the code (and its parameters), never on the message, which
 * stays Magento's English. `docs/api-error-codes.md` lists them with their parameters.
 */
export const ERROR_CODES = {
  // Who is asking
  NOT_AUTHORIZED: 'graphql-authorization',
  CART_NOT_YOURS: 'graphql-authorization',
  GUEST_CHECKOUT_NOT_ALLOWED: 'graphql-authorization',
  // Not an authorization error: the session stays, only buying is closed (`hide_cart_button`).
  ONLINE_PURCHASE_NOT_ALLOWED: 'graphql-input',
  INVALID_CREDENTIALS: 'graphql-authentication',
  TOO_MANY_ATTEMPTS: 'graphql-authentication',
  WRONG_CURRENT_PASSWORD: 'graphql-authentication',
  RECAPTCHA_FAILED: 'graphql-input',
  // Accounts and passwords
  EMAIL_TAKEN: 'graphql-input',
  INVALID_EMAIL: 'graphql-input',
  INVALID_ORGANIZATION_NUMBER: 'graphql-input',
  INVALID_PHONE_NUMBER: 'graphql-input',
  INVALID_COMPANY_TYPE: 'graphql-input',
  INVALID_DATE_OF_BIRTH: 'graphql-input',
  INVALID_GENDER: 'graphql-input',
  PASSWORD_TOO_SHORT: 'graphql-input',
  PASSWORD_TOO_FEW_CHARACTER_CLASSES: 'graphql-input',
  PASSWORD_EDGE_SPACES: 'graphql-input',
  PASSWORD_SAME_AS_EMAIL: 'graphql-input',
  RESET_TOKEN_INVALID: 'graphql-input',
  RESET_TOKEN_EXPIRED: 'graphql-input',
  // Newsletter
  NEWSLETTER_LINK_INVALID: 'graphql-input',
  // Any request
  REQUIRED_PARAMETER_MISSING: 'graphql-input',
  INVALID_PARAMETER_VALUE: 'graphql-input',
  FIELD_TOO_LONG: 'graphql-input',
  TOO_MANY_REQUESTS: 'wm-unavailable',
  QUERY_TOO_COSTLY: 'graphql-input',
  // Addresses
  ADDRESS_NOT_FOUND: 'graphql-no-such-entity',
  TOO_MANY_STREET_LINES: 'graphql-input',
  POSTCODE_INVALID: 'graphql-input',
  COUNTRY_NOT_FOUND: 'graphql-input',
  COMPANY_BILLING_ADDRESS_LOCKED: 'graphql-input',
  COMPANY_DEFAULT_BILLING_LOCKED: 'graphql-input',
  DEFAULT_ADDRESS_NOT_DELETABLE: 'graphql-input',
  // Carts
  CART_NOT_FOUND: 'graphql-no-such-entity',
  CART_NOT_ACTIVE: 'graphql-no-such-entity',
  ORDER_NOT_FOUND: 'graphql-no-such-entity',
  CART_ID_INVALID: 'graphql-input',
  CART_ID_TAKEN: 'graphql-already-exists',
  CUSTOMER_CART_REQUIRED: 'graphql-input',
  NOT_ALLOWED_FOR_CUSTOMER: 'graphql-input',
  SAME_CART: 'graphql-input',
  CART_ITEM_NOT_FOUND: 'graphql-no-such-entity',
  CART_EMPTY: 'graphql-input',
  // Adding to the cart, changing a quantity
  PRODUCT_NOT_FOUND: 'graphql-no-such-entity',
  OUT_OF_STOCK: 'graphql-input',
  INSUFFICIENT_STOCK: 'graphql-input',
  NOT_SALABLE: 'graphql-input',
  // A quote product (`wm_order_product`): priced on request, never at its catalogue price.
  QUOTE_ONLY: 'graphql-input',
  QUANTITY_NOT_POSITIVE: 'graphql-input',
  QUANTITY_NOT_WHOLE: 'graphql-input',
  OPTIONS_REQUIRED: 'graphql-input',
  BUNDLE_OPTIONS_INVALID: 'graphql-input',
  CUSTOM_OPTION_REQUIRED: 'graphql-input',
  CUSTOM_OPTION_TOO_LONG: 'graphql-input',
  CUSTOM_OPTION_OUT_OF_RANGE: 'graphql-input',
  CUSTOM_OPTION_UNKNOWN: 'graphql-input',
  // Discount codes
  COUPON_NOT_FOUND: 'graphql-no-such-entity',
  COUPON_INACTIVE: 'graphql-no-such-entity',
  COUPON_EXPIRED: 'graphql-no-such-entity',
  COUPON_MINIMUM_NOT_REACHED: 'graphql-no-such-entity',
  COUPON_NOT_APPLICABLE: 'graphql-no-such-entity',
  COUPON_ALREADY_APPLIED: 'graphql-input',
  // Checkout
  SHIPPING_ADDRESS_NOT_ALLOWED: 'graphql-input',
  SHIPPING_ADDRESS_MISSING: 'graphql-input',
  SHIPPING_METHOD_NOT_AVAILABLE: 'graphql-input',
  PAYMENT_METHOD_NOT_AVAILABLE: 'graphql-input',
  INVOICE_NOT_AVAILABLE: 'graphql-input',
  CARD_TOKEN_INVALID: 'graphql-input',
  CARD_EXPIRED: 'graphql-input',
  PAYMENT_DECLINED: 'graphql-input',
  VIPPS_CANCELLED: 'graphql-input',
  VIPPS_EXPIRED: 'graphql-input',
  VIPPS_NOT_APPROVED: 'graphql-input',
  PAYMENT_PROVIDER_UNAVAILABLE: 'wm-unavailable',
  // Quote requests: the product is sold online, not by quote.
  QUOTE_NOT_OFFERED: 'graphql-input',
  // Stock alerts: the product can be ordered now (in stock, or backordered by the supplier).
  IN_STOCK: 'graphql-input',
  // Wish lists
  WISHLIST_NOT_FOUND: 'graphql-input',
  SHARING_CODE_NOT_FOUND: 'graphql-no-such-entity',
  // My tractors
  TRACTOR_NOT_FOUND: 'graphql-no-such-entity',
  TOO_MANY_TRACTORS: 'graphql-input',
  PART_FINDER_MODEL_NOT_FOUND: 'graphql-no-such-entity',
  // Licence plates (also sent as `extensions.code`, their first name)
  LICENSE_PLATE_INVALID: 'graphql-input',
  LICENSE_PLATE_NOT_REGISTERED: 'graphql-no-such-entity',
  LICENSE_PLATE_REGISTRY_UNAVAILABLE: 'wm-unavailable',
  LICENSE_PLATE_RATE_LIMITED: 'wm-unavailable',
  // Saved lists (requisition lists)
  REQUISITION_LIST_NOT_FOUND: 'graphql-no-such-entity',
  REQUISITION_LIST_ITEM_NOT_FOUND: 'graphql-no-such-entity',
  REQUISITION_LIST_NAME_INVALID: 'graphql-input',
  REQUISITION_LIST_DESCRIPTION_TOO_LONG: 'graphql-input',
  REQUISITION_LIST_QUANTITY_INVALID: 'graphql-input',
  TOO_MANY_REQUISITION_LISTS: 'graphql-input',
  TOO_MANY_REQUISITION_LIST_ITEMS: 'graphql-input',
} as const satisfies Record<string, ErrorCategory>;

/** A refusal's stable, machine-readable name (`extensions.error_code`). */
export type ErrorCode = keyof typeof ERROR_CODES;
