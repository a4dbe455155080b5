import type { OrderReadinessGap } from '../checkout/checkoutSteps';
import type { EnteredOptionProblem } from '../cart/enteredOptionsCheck';

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
 * - `too_many_requests`: this client spent a rate limit (registrations, password-reset e-mails,
 *   its share of the API); `retryAfterSeconds` until it renews (`null`: not said).
 */
export type Refusal =
  // Stock and quantities
  /** `availableQuantity`: the most the line may hold (0: none in stock; `null`: not said). */
  | { kind: 'out_of_stock'; availableQuantity: number | null }
  | { kind: 'not_salable' }
  | { kind: 'invalid_quantity' }
  | { kind: 'options_required' }
  /**
   * What was entered for a custom option (a hose's length, a nameplate's text) cannot be taken:
   * `problem` says which option and why, as `checkEnteredOptions` would have (the backend also
   * knows options it has no room for on the product page, and checks again).
   */
  | { kind: 'custom_option_refused'; problem: EnteredOptionProblem }
  | { kind: 'bundle_options_invalid' }
  | { kind: 'unsupported_product_type' }
  /** A quote product (`wm_order_product`): asked about for a quote (`sdk.quotes`), never bought online. */
  | { kind: 'quote_only' }
  // Discount codes
  /** `minSubtotal`: the cart value (NOK, VAT included) the code needs, when that was the reason. */
  | { kind: 'coupon_refused'; reason: CouponRefusalReason; minSubtotal: number | null }
  // Who is asking
  | { kind: 'not_authorized' }
  | { kind: 'not_authenticated' }
  | { kind: 'invalid_credentials' }
  /** `retryAfterSeconds`: how long this client must wait before trying again (`null`: not said). */
  | { kind: 'too_many_attempts'; retryAfterSeconds: number | null }
  | { kind: 'wrong_current_password' }
  | { kind: 'recaptcha_failed' }
  // Accounts and passwords
  | { kind: 'email_taken' }
  | { kind: 'invalid_email' }
  /** A business registration's organisation number is not one (see `parseOrganizationNumber`). */
  | { kind: 'invalid_organization_number' }
  /** Not a Norwegian phone number (see `parsePhoneNumber`). */
  | { kind: 'invalid_phone_number' }
  /** Not an organisation form the shop knows (see `companyTypes`). */
  | { kind: 'invalid_company_type' }
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
  /** A customer whose account says `hide_cart_button` (see `canBuyOnline`): no adding, no order. */
  | { kind: 'online_purchase_not_allowed' }
  | { kind: 'cart_not_active' }
  /** `step`: what the cart still lacks (`null`: not said), see `orderReadiness`. */
  | { kind: 'checkout_step_missing'; step: OrderReadinessGap | null }
  | { kind: 'shipping_method_unavailable' }
  | { kind: 'invoice_not_available' }
  /** The payment provider's card token is unknown, used or expired: enter the card again. */
  | { kind: 'card_invalid' }
  /** The card issuer says the card has expired: another card is needed. */
  | { kind: 'card_expired' }
  /** The card issuer or the credit provider said no (declined, insufficient funds, credit limit). */
  | { kind: 'payment_declined' }
  /** Vipps: the shopper cancelled the payment in the app. */
  | { kind: 'vipps_cancelled' }
  /** Vipps: the payment was not approved in time and has expired. */
  | { kind: 'vipps_expired' }
  /** Vipps: not approved (yet), or approved for another amount: start Vipps again. */
  | { kind: 'vipps_not_approved' }
  // Any request
  | { kind: 'not_found'; entity: RefusedEntity | null }
  | { kind: 'unavailable'; retryAfterSeconds: number | null }
  | { kind: 'too_many_requests'; retryAfterSeconds: number | null }
  | { kind: 'invalid_input'; code: string | null; message: string };

/** Every kind a {@link Refusal} can have. */
export type RefusalKind = Refusal['kind'];
