import { mapCart, type Cart, type CartAmount } from '../cart/mapCart';
import type {
  CheckoutAddressFieldsFragment,
  CheckoutCartFieldsFragment,
  CheckoutShippingMethodFieldsFragment,
} from '../generated/graphql';

/**
 * An address on the cart at checkout (shipping or billing). Texts the backend leaves unset are
 * empty strings for the fields every address has and `null` for the optional ones.
 */
export interface CheckoutAddress {
  /** The address book entry it was copied from; `null` for an address typed in at checkout. */
  customerAddressId: number | null;
  firstname: string;
  lastname: string;
  company: string | null;
  /** Street lines: street first, then apartment, neighbourhood, extra (see `splitStreet`). */
  street: string[];
  city: string;
  postcode: string;
  /** Two-letter country code, such as `NO`. */
  countryCode: string;
  /** The country's name as the backend shows it. */
  countryLabel: string;
  region: { code: string | null; label: string | null; id: number | null } | null;
  telephone: string | null;
  vatId: string | null;
}

/** The cart's shipping address, with what only a shipping address has. */
export interface CheckoutShippingAddress extends CheckoutAddress {
  /** Whether it is the same address as the billing address. */
  sameAsBilling: boolean;
  /** The shopper's note to the carrier. */
  customerNotes: string | null;
}

/** A shipping method (carrier and method), with its charge in NOK. */
export interface ShippingMethod {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  /** The charge with VAT (0 when shipping is free). */
  priceInclTax: number;
  /** The charge without VAT. */
  priceExclTax: number;
}

/** A shipping method the cart's address can have. */
export interface AvailableShippingMethod extends ShippingMethod {
  /** `false` when the backend lists the method but cannot use it now (see `errorMessage`). */
  available: boolean;
  errorMessage: string | null;
}

/**
 * Where the cart stands with shipping methods:
 * - `not-needed`: the cart holds only virtual products, nothing is shipped;
 * - `address-missing`: no shipping address yet, so no methods to offer;
 * - `none-for-country`: the address has no shipping method — outside Norway (spec §8: "no shipping
 *   methods for the country"; show that message, not the backend's);
 * - `available`: choose one of `shippingMethods`.
 */
export type ShippingMethodsStatus =
  'not-needed' | 'address-missing' | 'none-for-country' | 'available';

/** The payment method chosen on the cart. */
export interface SelectedPaymentMethod {
  code: string;
  title: string;
  purchaseOrderNumber: string | null;
  /** For `wm_card`: the card's brand and last four digits (the rest is never kept). */
  card: { brand: string; last4: string } | null;
  /**
   * For `wm_vipps`: the payment started in Vipps — where the shopper approves it (the provider's
   * page, standing in for the app) and the mobile it went to (8 digits).
   */
  vipps: { redirectUrl: string; phoneNumber: string } | null;
}

/** The checkout's totals in NOK; `null` where the backend sent none. */
export interface CheckoutTotals {
  subtotalInclTax: number | null;
  subtotalExclTax: number | null;
  discounts: CartAmount[];
  /** The chosen shipping method's charge with VAT; `null` until a method is chosen. */
  shippingInclTax: number | null;
  shippingExclTax: number | null;
  /** VAT by rate. */
  taxes: CartAmount[];
  /** All VAT (the sum of `taxes`). */
  tax: number;
  /** What the customer pays: goods after discounts plus shipping, VAT included. */
  grandTotal: number | null;
  grandTotalExclTax: number | null;
}

/**
 * The cart at checkout: the sidebar's {@link Cart} (lines, coupons, order fields) with the
 * addresses, shipping and payment methods and the totals with shipping.
 */
export interface CheckoutCart {
  cart: Cart;
  /** Only virtual products: no shipping address or method is needed. */
  isVirtual: boolean;
  email: string | null;
  shippingAddress: CheckoutShippingAddress | null;
  /** The methods the shipping address can have now (empty without an address). */
  shippingMethods: AvailableShippingMethod[];
  shippingMethodsStatus: ShippingMethodsStatus;
  selectedShippingMethod: ShippingMethod | null;
  billingAddress: CheckoutAddress | null;
  /** The payment methods this customer may use (commerce-api decides, spec §6). */
  paymentMethods: { code: string; title: string }[];
  selectedPaymentMethod: SelectedPaymentMethod | null;
  totals: CheckoutTotals;
}

const present = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined;

function mapCheckoutAddress(data: CheckoutAddressFieldsFragment): CheckoutAddress {
  const region = data.region;
  return {
    customerAddressId: data.id ?? null,
    firstname: data.firstname ?? '',
    lastname: data.lastname ?? '',
    company: data.company || null,
    street: (data.street ?? []).map((line) => line ?? ''),
    city: data.city ?? '',
    postcode: data.postcode ?? '',
    countryCode: data.country?.code ?? '',
    countryLabel: data.country?.label ?? '',
    region:
      region && (region.code || region.label || region.region_id != null)
        ? { code: region.code || null, label: region.label || null, id: region.region_id ?? null }
        : null,
    telephone: data.telephone || null,
    vatId: data.vat_id || null,
  };
}

function mapShippingMethod(data: CheckoutShippingMethodFieldsFragment): AvailableShippingMethod {
  return {
    carrierCode: data.carrier_code,
    methodCode: data.method_code ?? '',
    carrierTitle: data.carrier_title,
    methodTitle: data.method_title ?? '',
    priceInclTax: data.price_incl_tax.value ?? 0,
    priceExclTax: data.price_excl_tax.value ?? 0,
    available: data.available,
    errorMessage: data.error_message || null,
  };
}

/**
 * The {@link ShippingMethodsStatus} of a cart: `not-needed` for a virtual cart, `address-missing`
 * without a shipping address, `none-for-country` when the address has no method at all (commerce-
 * api offers none outside Norway), else `available`. Pure.
 */
export function shippingMethodsStatus(input: {
  isVirtual: boolean;
  hasShippingAddress: boolean;
  methodCount: number;
}): ShippingMethodsStatus {
  if (input.isVirtual) return 'not-needed';
  if (!input.hasShippingAddress) return 'address-missing';
  return input.methodCount > 0 ? 'available' : 'none-for-country';
}

/**
 * Maps the checkout cart the backend sends to a {@link CheckoutCart}: the first shipping address
 * (commerce-api keeps one), the methods it may have, the chosen ones and the totals. Pure.
 */
export function mapCheckoutCart(data: CheckoutCartFieldsFragment): CheckoutCart {
  const cart = mapCart(data);
  const shipping = data.shipping_addresses.find(present) ?? null;
  const shippingMethods = (shipping?.available_shipping_methods ?? [])
    .filter(present)
    .map(mapShippingMethod);
  const selected = shipping?.selected_shipping_method ?? null;
  const payment = data.selected_payment_method;
  return {
    cart,
    isVirtual: data.is_virtual,
    email: data.email || null,
    shippingAddress: shipping
      ? {
          ...mapCheckoutAddress(shipping),
          sameAsBilling: shipping.same_as_billing,
          customerNotes: shipping.customer_notes || null,
        }
      : null,
    shippingMethods,
    shippingMethodsStatus: shippingMethodsStatus({
      isVirtual: data.is_virtual,
      hasShippingAddress: shipping !== null,
      methodCount: shippingMethods.length,
    }),
    selectedShippingMethod: selected?.carrier_code
      ? {
          carrierCode: selected.carrier_code,
          methodCode: selected.method_code,
          carrierTitle: selected.carrier_title,
          methodTitle: selected.method_title,
          priceInclTax: selected.price_incl_tax.value ?? 0,
          priceExclTax: selected.price_excl_tax.value ?? 0,
        }
      : null,
    billingAddress: data.billing_address ? mapCheckoutAddress(data.billing_address) : null,
    paymentMethods: cart.availablePaymentMethods,
    selectedPaymentMethod: payment?.code
      ? {
          code: payment.code,
          title: payment.title,
          purchaseOrderNumber: payment.purchase_order_number || null,
          card: payment.wm_card
            ? { brand: payment.wm_card.brand, last4: payment.wm_card.last4 }
            : null,
          vipps: payment.wm_vipps
            ? {
                redirectUrl: payment.wm_vipps.redirect_url,
                phoneNumber: payment.wm_vipps.phone_number,
              }
            : null,
        }
      : null,
    totals: checkoutTotals(
      cart,
      selected?.carrier_code
        ? {
            priceInclTax: selected.price_incl_tax.value ?? 0,
            priceExclTax: selected.price_excl_tax.value ?? 0,
          }
        : null,
      data.prices?.grand_total_excluding_tax?.value ?? null,
    ),
  };
}

/**
 * The checkout's totals from the cart's prices (the backend's, shipping included in the grand
 * total), the chosen shipping method's charge (`null` when none is chosen) and the grand total
 * without VAT, which only the checkout's query sends. Pure.
 */
export function checkoutTotals(
  cart: Pick<Cart, 'prices'>,
  shipping: Pick<ShippingMethod, 'priceInclTax' | 'priceExclTax'> | null,
  grandTotalExclTax: number | null,
): CheckoutTotals {
  const taxes = cart.prices.appliedTaxes;
  return {
    subtotalInclTax: cart.prices.subtotalIncludingTax,
    subtotalExclTax: cart.prices.subtotalExcludingTax,
    discounts: cart.prices.discounts,
    shippingInclTax: shipping ? shipping.priceInclTax : null,
    shippingExclTax: shipping ? shipping.priceExclTax : null,
    taxes,
    tax: roundNok(taxes.reduce((sum, entry) => sum + entry.amount, 0)),
    grandTotal: cart.prices.grandTotal,
    grandTotalExclTax,
  };
}

/** Rounds to øre (2 decimals), so sums of amounts do not carry floating-point noise. */
export function roundNok(value: number): number {
  return Math.round(value * 100) / 100;
}
