import {
  MAX_STREET_LINES,
  companyBillingLocked,
  missingAddressFields,
  normalizeStreet,
} from '../customers/addressRules.js';
import {
  POSTCODE_MESSAGES,
  cityOrPoststed,
  postcodeProblem,
} from '../customers/postcodeRegister.js';
import { namePartColumns } from '../customers/personalDetails.js';
import type { CartAddressJson, OrderAddressJson } from '../db/tables.js';
import type { ErrorCode } from '../errors/errorCodes.js';
import { Refusal, type RefusalParams } from '../errors/refusal.js';

/**
 * Addresses on a cart, apart from the database: checking a typed-in address, copying one from
 * the address book, and the rule that a company is billed to the billing address on file.
 */

/** A refusal of an address, for the client to fix (a `graphql-input` error). */
export class CartAddressProblem extends Refusal {
  constructor(code: ErrorCode, message: string, params: RefusalParams = {}) {
    super(code, message, params);
    this.name = 'CartAddressProblem';
  }
}

/** Magento's `CartAddressInput`, the parts this shop keeps. */
export interface CartAddressFields {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: readonly (string | null)[];
  city: string;
  postcode?: string | null;
  region?: string | null;
  region_id?: number | null;
  country_code: string;
  telephone?: string | null;
  vat_id?: string | null;
  prefix?: string | null;
  middlename?: string | null;
  suffix?: string | null;
}

/** Longest text one address field may hold. */
export const MAX_FIELD_LENGTH = 255;

export const ADDRESS_MESSAGES = {
  norwegianPostcode: POSTCODE_MESSAGES.fourDigits,
  unknownCountry: (code: string) => `Country "${code}" is not known.`,
  tooManyStreetLines: `"Street Address" cannot contain more than ${MAX_STREET_LINES} lines.`,
  tooLong: (field: string) => `"${field}" is too long: at most ${MAX_FIELD_LENGTH} characters.`,
} as const;

const optional = (value: string | null | undefined) => value?.trim() || null;

/**
 * A typed-in address as the cart keeps it, or a `CartAddressProblem`: the fields every address
 * needs (as in the address book: names, street, city, postcode, country, phone), at most four
 * street lines, no field over 255 characters, and in Norway a postcode Posten's register knows
 * (an empty city is filled with its poststed).
 */
export function cartAddressFromInput(
  given: CartAddressFields,
  customerNotes: string | null = null,
): CartAddressJson {
  // An empty city is filled from a known Norwegian postcode (a form posted without JavaScript).
  const input = {
    ...given,
    city: cityOrPoststed(given.city, given.country_code, given.postcode) ?? given.city,
  };
  const missing = missingAddressFields(input);
  if (missing.length > 0) {
    throw new CartAddressProblem(
      'REQUIRED_PARAMETER_MISSING',
      `Required parameters are missing: ${missing.join(', ')}`,
      { fields: missing },
    );
  }
  if (input.street.length > MAX_STREET_LINES) {
    throw new CartAddressProblem('TOO_MANY_STREET_LINES', ADDRESS_MESSAGES.tooManyStreetLines, {
      max_lines: MAX_STREET_LINES,
    });
  }
  const texts: [string, string | null | undefined][] = [
    ['firstname', input.firstname],
    ['lastname', input.lastname],
    ['company', input.company],
    ['city', input.city],
    ['postcode', input.postcode],
    ['region', input.region],
    ['telephone', input.telephone],
    ['vat_id', input.vat_id],
    ['customer_notes', customerNotes],
    ...input.street.map((line): [string, string | null] => ['street', line]),
  ];
  for (const [field, value] of texts) {
    if (value && value.length > MAX_FIELD_LENGTH) {
      throw new CartAddressProblem('FIELD_TOO_LONG', ADDRESS_MESSAGES.tooLong(field), {
        field,
        max_length: MAX_FIELD_LENGTH,
      });
    }
  }
  const nameParts = namePartColumns(input);
  const countryCode = input.country_code.trim().toUpperCase();
  const postcode = optional(input.postcode);
  const postcodeMessage = postcodeProblem(countryCode, postcode);
  if (postcodeMessage !== null) {
    throw new CartAddressProblem('POSTCODE_INVALID', postcodeMessage, {
      country_code: countryCode,
    });
  }
  return {
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    company: optional(input.company),
    street: normalizeStreet(input.street),
    city: input.city.trim(),
    postcode,
    region: optional(input.region),
    region_id: input.region_id ?? null,
    country_code: countryCode,
    telephone: optional(input.telephone),
    vat_id: optional(input.vat_id),
    prefix: nameParts.prefix ?? null,
    middlename: nameParts.middlename ?? null,
    suffix: nameParts.suffix ?? null,
    customer_address_id: null,
    customer_notes: optional(customerNotes),
  };
}

/**
 * An address book entry as the cart keeps it, with the shopper's delivery note (refused over 255
 * characters, as on a typed-in address).
 */
export function cartAddressFromBook(
  entry: OrderAddressJson & { id: number },
  customerNotes: string | null = null,
): CartAddressJson {
  if (customerNotes && customerNotes.length > MAX_FIELD_LENGTH) {
    throw new CartAddressProblem('FIELD_TOO_LONG', ADDRESS_MESSAGES.tooLong('customer_notes'), {
      field: 'customer_notes',
      max_length: MAX_FIELD_LENGTH,
    });
  }
  return {
    firstname: entry.firstname,
    lastname: entry.lastname,
    company: entry.company,
    street: [...entry.street],
    city: entry.city,
    postcode: entry.postcode,
    region: entry.region,
    region_id: null,
    country_code: entry.country_code,
    telephone: entry.telephone,
    vat_id: entry.vat_id,
    prefix: entry.prefix ?? null,
    middlename: entry.middlename ?? null,
    suffix: entry.suffix ?? null,
    customer_address_id: entry.id,
    customer_notes: optional(customerNotes),
  };
}

/** The part of a cart address an order keeps. */
export function orderAddress(address: CartAddressJson): OrderAddressJson {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: [...address.street],
    city: address.city,
    postcode: address.postcode,
    region: address.region,
    country_code: address.country_code,
    telephone: address.telephone,
    vat_id: address.vat_id,
    prefix: address.prefix ?? null,
    middlename: address.middlename ?? null,
    suffix: address.suffix ?? null,
  };
}

/** Whether two addresses are the same place and addressee (notes and origin aside). */
export function sameAddress(a: CartAddressJson | null, b: CartAddressJson | null): boolean {
  if (!a || !b) return false;
  return JSON.stringify(orderAddress(a)) === JSON.stringify(orderAddress(b));
}

/**
 * Spec §6: a company customer (`company_id` set) is billed to the default billing address the
 * shop has on file and cannot choose another — the same rule (and message) as the address book.
 * Returns the refusal, or null.
 */
export function companyBillingProblem(
  customer: { company_id: string | null },
  defaultBillingId: number | null,
  billing: CartAddressJson,
): Refusal | null {
  if (customer.company_id === null) return null;
  return defaultBillingId !== null && billing.customer_address_id === defaultBillingId
    ? null
    : companyBillingLocked();
}
