import { excludingTax, NORWEGIAN_VAT_PERCENT, roundMoney } from '../orders/orderTotals.js';

/**
 * The shop's shipping methods (spec §1: Norway only, free shipping over 6000 NOK) and which of
 * them a cart can have. Prices are NOK with 25 % VAT included, as every price in the shop.
 */

/** The only country the shop ships to. */
export const SHIPPING_COUNTRY = 'NO';

/**
 * From this amount shipping is free: the goods after discounts, VAT included — the amount the
 * shopper sees as the cart's total before shipping, and the rule the seeded order history follows.
 */
export const FREE_SHIPPING_FROM = 6000;

/**
 * The heaviest unit a parcel carries (Bring's limit for a parcel is 35 kg). A cart with any unit
 * heavier than this is bulky: it goes as freight (or is picked up), never as parcels.
 */
export const PARCEL_MAX_UNIT_WEIGHT_KG = 35;

export interface ShippingMethodDefinition {
  carrier_code: string;
  carrier_title: string;
  method_code: string;
  method_title: string;
  /** The charge below the free-shipping amount, VAT included. */
  priceInclTax: number;
  /** Which carts may use it. */
  fits: 'parcel' | 'bulky' | 'any';
  /** Only to an address with a company name (business parcels go to a business address). */
  needsCompany: boolean;
}

/** Parcel to a Bring pick-up point (post office or shop-in-shop). */
export const PICKUP_POINT: ShippingMethodDefinition = {
  carrier_code: 'bring',
  carrier_title: 'Bring',
  method_code: 'pickup_point',
  method_title: 'Pakke til hentested',
  priceInclTax: 149,
  fits: 'parcel',
  needsCompany: false,
};

/** Parcel delivered to a business address in working hours. */
export const BUSINESS_PARCEL: ShippingMethodDefinition = {
  carrier_code: 'bring',
  carrier_title: 'Bring',
  method_code: 'business_parcel',
  method_title: 'Bedriftspakke',
  priceInclTax: 149,
  fits: 'parcel',
  needsCompany: true,
};

/** Freight for bulky goods (a unit over 35 kg), delivered to the address on a pallet. */
export const FREIGHT: ShippingMethodDefinition = {
  carrier_code: 'bring',
  carrier_title: 'Bring',
  method_code: 'freight',
  method_title: 'Stykkgods (tunge og store varer)',
  priceInclTax: 990,
  fits: 'bulky',
  needsCompany: false,
};

/** The shopper fetches the goods at the shop in Ridabu: always free. */
export const STORE_PICKUP: ShippingMethodDefinition = {
  carrier_code: 'wm_pickup',
  carrier_title: 'Hent selv',
  method_code: 'store',
  method_title: 'Hent i butikken (Ridabu)',
  priceInclTax: 0,
  fits: 'any',
  needsCompany: false,
};

/** Every method, in the order they are offered. */
export const SHIPPING_METHODS: readonly ShippingMethodDefinition[] = [
  PICKUP_POINT,
  BUSINESS_PARCEL,
  FREIGHT,
  STORE_PICKUP,
];

/** What decides a cart's shipping methods and their prices. */
export interface ShippingQuoteInput {
  /** Country of the shipping address. */
  countryCode: string;
  /** Whether the shipping address has a company name. */
  hasCompany: boolean;
  /** Goods after discounts, VAT included. */
  goodsTotalInclTax: number;
  /** Weight of one unit of each line (kg; null when unknown, counted as 0) and its quantity. */
  lines: readonly { unitWeightKg: number | null; quantity: number }[];
}

/** A method a cart can have, with its charge for that cart. */
export interface ShippingQuote {
  method: ShippingMethodDefinition;
  priceInclTax: number;
  priceExclTax: number;
}

/** Whether a cart must go as freight: a unit heavier than a parcel may be. */
export const isBulky = (lines: ShippingQuoteInput['lines']) =>
  lines.some((line) => (line.unitWeightKg ?? 0) > PARCEL_MAX_UNIT_WEIGHT_KG);

/** The charge of a method for goods worth this much: nothing from the free-shipping amount. */
export function shippingCharge(method: ShippingMethodDefinition, goodsTotalInclTax: number) {
  return roundMoney(goodsTotalInclTax >= FREE_SHIPPING_FROM ? 0 : method.priceInclTax);
}

/**
 * The methods a cart can be shipped with to an address, with their charges: none outside Norway;
 * parcels (pick-up point, and business parcel to an address with a company) unless the cart is
 * bulky, freight when it is; pick-up in the shop always. Everything is free from 6000 NOK.
 */
export function availableShippingMethods(input: ShippingQuoteInput): ShippingQuote[] {
  if (input.countryCode.trim().toUpperCase() !== SHIPPING_COUNTRY) return [];
  const bulky = isBulky(input.lines);
  return SHIPPING_METHODS.filter(
    (method) =>
      (method.fits === 'any' || method.fits === (bulky ? 'bulky' : 'parcel')) &&
      (!method.needsCompany || input.hasCompany),
  ).map((method) => {
    const priceInclTax = shippingCharge(method, input.goodsTotalInclTax);
    return {
      method,
      priceInclTax,
      priceExclTax: excludingTax(priceInclTax, NORWEGIAN_VAT_PERCENT),
    };
  });
}

/** The quote for a chosen carrier and method, if the cart can have it. */
export function findShippingQuote(
  quotes: readonly ShippingQuote[],
  carrierCode: string,
  methodCode: string,
): ShippingQuote | null {
  return (
    quotes.find(
      (quote) =>
        quote.method.carrier_code === carrierCode && quote.method.method_code === methodCode,
    ) ?? null
  );
}

/** Magento's refusal of a carrier and method the cart cannot have. */
export const shippingMethodNotFound = (carrierCode: string, methodCode: string) =>
  `Carrier with such method not found: ${carrierCode}, ${methodCode}`;
