import { Refusal } from '../errors/refusal.js';

/**
 * The rules for changing a customer's address book, apart from the database: which fields an
 * address needs, and what a company customer may not do.
 */

/** The address fields a client sends (Magento's `CustomerAddressInput`, the parts we store). */
export interface AddressInputFields {
  firstname?: string | null;
  lastname?: string | null;
  street?: readonly (string | null)[] | null;
  city?: string | null;
  postcode?: string | null;
  telephone?: string | null;
  country_code?: string | null;
  country_id?: string | null;
}

/** The fields every saved address has, in the order Magento lists them. */
export const REQUIRED_ADDRESS_FIELDS = [
  'firstname',
  'lastname',
  'street',
  'city',
  'postcode',
  'country_code',
  'telephone',
] as const;

/** Street lines: street and number, apartment, neighbourhood, extra details. */
export const MAX_STREET_LINES = 4;

const blank = (value: string | null | undefined) => (value?.trim() ?? '') === '';

function fieldIsBlank(input: AddressInputFields, field: (typeof REQUIRED_ADDRESS_FIELDS)[number]) {
  if (field === 'street') return !input.street?.some((line) => !blank(line));
  if (field === 'country_code') return blank(input.country_code ?? input.country_id);
  return blank(input[field]);
}

function fieldIsGiven(input: AddressInputFields, field: (typeof REQUIRED_ADDRESS_FIELDS)[number]) {
  if (field === 'country_code') return input.country_code != null || input.country_id != null;
  return input[field] !== undefined;
}

/**
 * The required fields a new address lacks, or (when `partial`, for an update) the required fields
 * the change would empty. Magento's message lists them: `Required parameters are missing: …`.
 */
export function missingAddressFields(
  input: AddressInputFields,
  { partial = false } = {},
): string[] {
  return REQUIRED_ADDRESS_FIELDS.filter(
    (field) => (!partial || fieldIsGiven(input, field)) && fieldIsBlank(input, field),
  );
}

/**
 * Street lines as stored: trimmed, empty lines at the end dropped. An empty line in the middle
 * stays, because a line's position is its meaning (spec §3: street, apartment, neighbourhood,
 * extra) — dropping it would move the neighbourhood into the apartment's place.
 */
export function normalizeStreet(street: readonly (string | null)[]): string[] {
  const lines = street.map((line) => line?.trim() ?? '');
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

/** What a customer is about to do to the address book. */
export type AddressChange =
  | { kind: 'create'; defaultBilling: boolean | null | undefined }
  | {
      kind: 'update';
      /** The address being changed, as it is now. */
      target: { default_billing: boolean };
      defaultBilling: boolean | null | undefined;
    }
  | { kind: 'delete'; target: { default_billing: boolean } };

export const COMPANY_BILLING_ADDRESS_LOCKED =
  "The billing address of a company account can't be changed. Contact customer service to change it.";
export const COMPANY_DEFAULT_BILLING_LOCKED =
  "A company account can't choose another default billing address. Contact customer service to change it.";

/** The refusal of changing a company's billing address (also on a cart, see `cartAddress`). */
export const companyBillingLocked = () =>
  new Refusal('COMPANY_BILLING_ADDRESS_LOCKED', COMPANY_BILLING_ADDRESS_LOCKED);

const companyDefaultBillingLocked = () =>
  new Refusal('COMPANY_DEFAULT_BILLING_LOCKED', COMPANY_DEFAULT_BILLING_LOCKED);

/**
 * Company customers (`company_id` set) keep the billing address the shop has on file: they may not
 * change or delete the default billing address, nor make another address the default billing.
 * Other addresses, shipping and the default shipping stay theirs to change. Returns the reason
 * for refusing, or null.
 */
export function companyAddressProblem(
  customer: { company_id: string | null },
  change: AddressChange,
): Refusal | null {
  if (customer.company_id === null) return null;
  switch (change.kind) {
    case 'create':
      return change.defaultBilling === true ? companyDefaultBillingLocked() : null;
    case 'update':
      if (change.target.default_billing) return companyBillingLocked();
      return change.defaultBilling === true ? companyDefaultBillingLocked() : null;
    case 'delete':
      return change.target.default_billing ? companyBillingLocked() : null;
  }
}
