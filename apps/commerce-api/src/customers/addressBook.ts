import type { Kysely, Updateable } from 'kysely';
import type { CustomerAddressTable, Database } from '../db/tables.js';
import { missingParameters, Refusal } from '../errors/refusal.js';
import type { CustomerAddressInput } from '../graphql/generated/schemaTypes.js';
import {
  MAX_STREET_LINES,
  companyAddressProblem,
  missingAddressFields,
  normalizeStreet,
} from './addressRules.js';
import { namePartColumns } from './personalDetails.js';
import { cityOrPoststed, postcodeProblem } from './postcodeRegister.js';
import type { CustomerRow } from './customerSession.js';
import type { AddressRow } from './customerView.js';

type Db = Kysely<Database>;

/** Longest text a single address field may hold. */
const MAX_FIELD_LENGTH = 255;

const TEXT_FIELDS = [
  'firstname',
  'lastname',
  'company',
  'city',
  'postcode',
  'telephone',
  'vat_id',
] as const;

/** Refuses an address input without the fields it needs, or with too much in them. */
function checkAddressInput(input: CustomerAddressInput, partial: boolean): void {
  const missing = missingAddressFields(input, { partial });
  if (missing.length > 0) {
    throw missingParameters(`Required parameters are missing: ${missing.join(', ')}`, missing);
  }
  // Checked when given (an update may leave it out); a missing one was refused above.
  const country = input.country_code ?? input.country_id;
  const postcodeMessage = input.postcode != null ? postcodeProblem(country, input.postcode) : null;
  if (postcodeMessage !== null) {
    throw new Refusal('POSTCODE_INVALID', postcodeMessage, { country_code: String(country) });
  }
  if (input.street && input.street.length > MAX_STREET_LINES) {
    throw new Refusal(
      'TOO_MANY_STREET_LINES',
      `"Street Address" cannot contain more than ${MAX_STREET_LINES} lines.`,
      { max_lines: MAX_STREET_LINES },
    );
  }
  const texts = [
    ...TEXT_FIELDS.map((field) => [field, input[field]] as const),
    ...(input.street ?? []).map((line) => ['street', line] as const),
    ['region', input.region?.region ?? input.region?.region_code] as const,
  ];
  for (const [field, value] of texts) {
    if (value && value.length > MAX_FIELD_LENGTH) {
      throw new Refusal(
        'FIELD_TOO_LONG',
        `"${field}" is too long: at most ${MAX_FIELD_LENGTH} characters.`,
        { field, max_length: MAX_FIELD_LENGTH },
      );
    }
  }
}

/** The input with an empty city filled from a known Norwegian postcode (a form without JS). */
function withPoststed(input: CustomerAddressInput): CustomerAddressInput {
  if (input.city != null && input.city.trim() !== '') return input;
  if (input.city === undefined && input.postcode == null) return input;
  const city = cityOrPoststed(input.city, input.country_code ?? input.country_id, input.postcode);
  return city == null ? input : { ...input, city };
}

const optionalText = (value: string | null | undefined) => value?.trim() || null;

/** The columns an input sets; fields left out are left alone. */
function addressColumns(input: CustomerAddressInput): Updateable<CustomerAddressTable> {
  const country = input.country_code ?? input.country_id;
  const region = input.region ? (input.region.region ?? input.region.region_code) : undefined;
  return {
    ...(input.firstname != null && { firstname: input.firstname.trim() }),
    ...(input.lastname != null && { lastname: input.lastname.trim() }),
    ...(input.company !== undefined && { company: optionalText(input.company) }),
    ...(input.street != null && { street: normalizeStreet(input.street) }),
    ...(input.city != null && { city: input.city.trim() }),
    ...(input.postcode != null && { postcode: input.postcode.trim() }),
    ...(region !== undefined && { region: optionalText(region) }),
    ...(country != null && { country_code: country }),
    ...(input.telephone != null && { telephone: input.telephone.trim() }),
    ...(input.vat_id !== undefined && { vat_id: optionalText(input.vat_id) }),
    ...namePartColumns(input),
    ...(typeof input.default_billing === 'boolean' && { default_billing: input.default_billing }),
    ...(typeof input.default_shipping === 'boolean' && {
      default_shipping: input.default_shipping,
    }),
  };
}

/** A new default billing or shipping address takes the flag from the customer's other ones. */
async function releaseDefaults(
  trx: Db,
  customerId: number,
  input: CustomerAddressInput,
  exceptId: number | null,
) {
  for (const flag of ['default_billing', 'default_shipping'] as const) {
    if (input[flag] !== true) continue;
    let query = trx
      .updateTable('customer_addresses')
      .set({ [flag]: false })
      .where('customer_id', '=', customerId)
      .where(flag, '=', true);
    if (exceptId !== null) query = query.where('id', '!=', exceptId);
    await query.execute();
  }
}

/** The customer's own address, or Magento's not-found error (also for another customer's id). */
async function ownAddress(db: Db, customerId: number, id: number): Promise<AddressRow> {
  if (id <= 0) throw missingParameters('Address "id" value should be specified', ['id']);
  const row = await db
    .selectFrom('customer_addresses')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  // Another customer's address is "not found" too: the answer tells nothing about other accounts.
  if (!row) {
    throw new Refusal('ADDRESS_NOT_FOUND', `Could not find a address with ID "${id}"`, {
      address_id: id,
    });
  }
  return row;
}

/**
 * Adds an address to the customer's book, with Magento's validation and the company rule; a new
 * default billing or shipping address takes the flag from the customer's other ones.
 */
export async function createAddress(
  db: Db,
  customer: CustomerRow,
  given: CustomerAddressInput,
): Promise<AddressRow> {
  const input = withPoststed(given);
  checkAddressInput(input, false);
  const problem = companyAddressProblem(customer, {
    kind: 'create',
    defaultBilling: input.default_billing,
  });
  if (problem) throw problem;
  const columns = addressColumns(input);
  return db.transaction().execute(async (trx) => {
    await releaseDefaults(trx, customer.id, input, null);
    return trx
      .insertInto('customer_addresses')
      .values({
        customer_id: customer.id,
        firstname: columns.firstname!,
        lastname: columns.lastname!,
        company: columns.company ?? null,
        street: columns.street as string[],
        city: columns.city!,
        postcode: columns.postcode ?? null,
        region: columns.region ?? null,
        country_code: columns.country_code!,
        telephone: columns.telephone ?? null,
        vat_id: columns.vat_id ?? null,
        prefix: columns.prefix ?? null,
        middlename: columns.middlename ?? null,
        suffix: columns.suffix ?? null,
        default_billing: input.default_billing === true,
        default_shipping: input.default_shipping === true,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Changes one of the customer's addresses; fields left out keep their value. */
export async function updateAddress(
  db: Db,
  customer: CustomerRow,
  id: number,
  input: CustomerAddressInput | null | undefined,
): Promise<AddressRow> {
  const target = await ownAddress(db, customer.id, id);
  const changes = input ? withPoststed(input) : {};
  checkAddressInput(changes, true);
  const problem = companyAddressProblem(customer, {
    kind: 'update',
    target,
    defaultBilling: changes.default_billing,
  });
  if (problem) throw problem;
  const columns = addressColumns(changes);
  return db.transaction().execute(async (trx) => {
    await releaseDefaults(trx, customer.id, changes, id);
    if (Object.keys(columns).length === 0) return target;
    return trx
      .updateTable('customer_addresses')
      .set(columns)
      .where('id', '=', id)
      .where('customer_id', '=', customer.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Removes one of the customer's addresses; Magento keeps the defaults (choose another first). */
export async function deleteAddress(db: Db, customer: CustomerRow, id: number): Promise<void> {
  const target = await ownAddress(db, customer.id, id);
  const problem = companyAddressProblem(customer, { kind: 'delete', target });
  if (problem) throw problem;
  for (const kind of ['billing', 'shipping'] as const) {
    if (target[`default_${kind}`]) {
      throw new Refusal(
        'DEFAULT_ADDRESS_NOT_DELETABLE',
        `Customer Address ${id} is set as default ${kind} address and can not be deleted`,
        { address_id: id, default: kind },
      );
    }
  }
  await db
    .deleteFrom('customer_addresses')
    .where('id', '=', id)
    .where('customer_id', '=', customer.id)
    .execute();
}
