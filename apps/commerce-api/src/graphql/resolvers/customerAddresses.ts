import type { Kysely, Updateable } from 'kysely';
import {
  MAX_STREET_LINES,
  companyAddressProblem,
  missingAddressFields,
  normalizeStreet,
} from '../../customers/addressRules.js';
import type { CustomerAddressTable, Database } from '../../db/tables.js';
import type { GraphQLContext } from '../context.js';
import { inputError, noSuchEntityError } from '../errors.js';
import type { CustomerAddressInput, Resolvers } from '../generated/schemaTypes.js';
import { requireSession, toCustomerAddress, type AddressRow } from './customers.js';

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

function checkAddressInput(input: CustomerAddressInput, partial: boolean): void {
  const missing = missingAddressFields(input, { partial });
  if (missing.length > 0) {
    throw inputError(`Required parameters are missing: ${missing.join(', ')}`);
  }
  if (input.street && input.street.length > MAX_STREET_LINES) {
    throw inputError(`"Street Address" cannot contain more than ${MAX_STREET_LINES} lines.`);
  }
  const texts = [
    ...TEXT_FIELDS.map((field) => [field, input[field]] as const),
    ...(input.street ?? []).map((line) => ['street', line] as const),
    ['region', input.region?.region ?? input.region?.region_code] as const,
  ];
  for (const [field, value] of texts) {
    if (value && value.length > MAX_FIELD_LENGTH) {
      throw inputError(`"${field}" is too long: at most ${MAX_FIELD_LENGTH} characters.`);
    }
  }
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
    ...(typeof input.default_billing === 'boolean' && { default_billing: input.default_billing }),
    ...(typeof input.default_shipping === 'boolean' && {
      default_shipping: input.default_shipping,
    }),
  };
}

/** A new default billing or shipping address takes the flag from the customer's other ones. */
async function releaseDefaults(
  trx: Kysely<Database>,
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
async function ownAddress(
  context: GraphQLContext,
  customerId: number,
  id: number,
): Promise<AddressRow> {
  if (id <= 0) throw inputError('Address "id" value should be specified');
  const row = await context.db
    .selectFrom('customer_addresses')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  // Another customer's address is "not found" too: the answer tells nothing about other accounts.
  if (!row) throw noSuchEntityError(`Could not find a address with ID "${id}"`);
  return row;
}

/**
 * The signed-in customer's address book: add, change and remove addresses, with Magento's
 * validation and the company rule (see `src/customers/addressRules.ts`).
 */
export const customerAddressResolvers = {
  Mutation: {
    createCustomerAddress: async (_parent, { input }, context) => {
      const { customer } = await requireSession(context);
      checkAddressInput(input, false);
      const problem = companyAddressProblem(customer, {
        kind: 'create',
        defaultBilling: input.default_billing,
      });
      if (problem) throw inputError(problem);
      const columns = addressColumns(input);
      const row = await context.db.transaction().execute(async (trx) => {
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
            default_billing: input.default_billing === true,
            default_shipping: input.default_shipping === true,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return toCustomerAddress(row);
    },

    updateCustomerAddress: async (_parent, { id, input }, context) => {
      const { customer } = await requireSession(context);
      const target = await ownAddress(context, customer.id, id);
      const changes = input ?? {};
      checkAddressInput(changes, true);
      const problem = companyAddressProblem(customer, {
        kind: 'update',
        target,
        defaultBilling: changes.default_billing,
      });
      if (problem) throw inputError(problem);
      const columns = addressColumns(changes);
      const row = await context.db.transaction().execute(async (trx) => {
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
      return toCustomerAddress(row);
    },

    deleteCustomerAddress: async (_parent, { id }, context) => {
      const { customer } = await requireSession(context);
      const target = await ownAddress(context, customer.id, id);
      const problem = companyAddressProblem(customer, { kind: 'delete', target });
      if (problem) throw inputError(problem);
      // Magento keeps the defaults: choose another default first, then delete.
      if (target.default_billing) {
        throw inputError(
          `Customer Address ${id} is set as default billing address and can not be deleted`,
        );
      }
      if (target.default_shipping) {
        throw inputError(
          `Customer Address ${id} is set as default shipping address and can not be deleted`,
        );
      }
      await context.db
        .deleteFrom('customer_addresses')
        .where('id', '=', id)
        .where('customer_id', '=', customer.id)
        .execute();
      return true;
    },
  },
} satisfies Pick<Resolvers, 'Mutation'>;
