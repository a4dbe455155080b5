import type { Selectable } from 'kysely';
import type { CustomerRow } from '../../customers/customerSession.js';
import { createCustomerToken } from '../../customers/customerToken.js';
import { createLoginThrottle } from '../../customers/loginThrottle.js';
import { hashPassword, verifyPassword } from '../../customers/passwordHash.js';
import type { CustomerAddressTable } from '../../db/tables.js';
import {
  isEmailAddress,
  passwordProblem,
  passwordRulesFromStoreConfig,
} from '../../customers/passwordRules.js';
import type { GraphQLContext } from '../context.js';
import { categorizedError, inputError } from '../errors.js';
import type {
  CountryCodeEnum,
  Customer,
  CustomerAddress,
  Resolvers,
} from '../generated/schemaTypes.js';

/** Magento's one answer to every failed sign-in, so it tells nothing about which part was wrong. */
export const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
export const NOT_AUTHORIZED = "The current customer isn't authorized.";
export const EMAIL_TAKEN =
  'A customer with the same email address already exists in an associated website.';
const WRONG_CURRENT_PASSWORD =
  "The password doesn't match this account. Verify the password and try again.";

// Verified against when no account has the address, so a miss costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

async function requireSession(context: GraphQLContext) {
  const session = await context.customerSession();
  if (!session) throw categorizedError('graphql-authorization', NOT_AUTHORIZED);
  return session;
}

/** Magento's date-time format, in UTC: `2026-11-21 08:48:49`. */
const magentoDateTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

type AddressRow = Selectable<CustomerAddressTable>;

function toCustomerAddress(row: AddressRow): CustomerAddress {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    region: { region: row.region, region_code: null, region_id: null },
    country_code: row.country_code as CountryCodeEnum,
    telephone: row.telephone,
    vat_id: row.vat_id,
    default_billing: row.default_billing,
    default_shipping: row.default_shipping,
  };
}

/** The account as GraphQL serves it, with its addresses (a customer has a handful). */
async function toCustomer(
  context: GraphQLContext,
  row: CustomerRow,
): Promise<Omit<Customer, 'orders'>> {
  const addresses = await context.db
    .selectFrom('customer_addresses')
    .selectAll()
    .where('customer_id', '=', row.id)
    .orderBy('id')
    .execute();
  const defaultId = (flag: 'default_billing' | 'default_shipping') => {
    const address = addresses.find((candidate) => candidate[flag]);
    return address ? String(address.id) : null;
  };
  return {
    addresses: addresses.map(toCustomerAddress),
    default_billing: defaultId('default_billing'),
    default_shipping: defaultId('default_shipping'),
    created_at: magentoDateTime(row.created_at),
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    is_subscribed: row.is_subscribed,
    taxvat: row.taxvat,
    company_id: row.company_id,
    hide_cart_button: row.hide_cart_button,
  };
}

function requiredName(value: string | null | undefined, field: string): string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') throw inputError(`Required parameters are missing: ${field}`);
  return trimmed;
}

async function checkPassword(context: GraphQLContext, password: string, email: string) {
  const rules = passwordRulesFromStoreConfig(await context.storeConfig());
  const problem = passwordProblem(password, email, rules);
  if (problem) throw inputError(problem);
}

async function issueToken(context: GraphQLContext, customerId: number): Promise<string> {
  const { token, tokenHash } = createCustomerToken();
  const now = new Date();
  await context.db
    .insertInto('customer_tokens')
    .values({
      token_hash: tokenHash,
      customer_id: customerId,
      created_at: now,
      expires_at: new Date(now.getTime() + context.customers.tokenLifetimeMinutes * 60_000),
    })
    .execute();
  return token;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** Registration, sign-in and sign-out, and the signed-in customer's own account. */
export const customerResolvers = {
  Query: {
    customer: async (_parent, _args, context) =>
      toCustomer(context, (await requireSession(context)).customer),
  },
  Customer: {
    orders: () => {
      throw categorizedError(
        'graphql-no-such-entity',
        '"orders" is not available on this server yet.',
      );
    },
  },
  Mutation: {
    createCustomerV2: async (_parent, { input }, context) => {
      const email = input.email.trim();
      if (!isEmailAddress(email)) throw inputError(`"${email}" is not a valid email address.`);
      const firstname = requiredName(input.firstname, 'firstname');
      const lastname = requiredName(input.lastname, 'lastname');
      if (!input.password) throw inputError('Required parameters are missing: password');
      await checkPassword(context, input.password, email);

      const taken = await context.db
        .selectFrom('customers')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .executeTakeFirst();
      if (taken) throw inputError(EMAIL_TAKEN);

      const row = await context.db
        .insertInto('customers')
        .values({
          email,
          firstname,
          lastname,
          taxvat: input.taxvat?.trim() || null,
          company_id: null,
          hide_cart_button: null,
          is_subscribed: input.is_subscribed ?? false,
          password_hash: await hashPassword(input.password),
        })
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch((error: unknown) => {
          // Two registrations of one address at once: the index decides.
          throw isUniqueViolation(error) ? inputError(EMAIL_TAKEN) : error;
        });
      return { customer: await toCustomer(context, row) };
    },

    generateCustomerToken: async (_parent, { email, password }, context) => {
      const throttle = createLoginThrottle(context.db);
      const address = email.trim();
      if (await throttle.isThrottled(address, context.clientKey)) {
        throw categorizedError('graphql-authentication', SIGN_IN_FAILED);
      }
      const customer = await context.db
        .selectFrom('customers')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', address.toLowerCase()))
        .executeTakeFirst();
      const storedHash = customer?.password_hash ?? (await (decoyHash ??= hashPassword('-')));
      const matches = await verifyPassword(password, storedHash);
      if (!customer || !matches) {
        await throttle.recordFailure(address, context.clientKey);
        throw categorizedError('graphql-authentication', SIGN_IN_FAILED);
      }
      await throttle.recordSuccess(address);
      return {
        token: await issueToken(context, customer.id),
        credit_check_approved: customer.credit_check_approved,
      };
    },

    revokeCustomerToken: async (_parent, _args, context) => {
      const { tokenHash } = await requireSession(context);
      await context.db
        .updateTable('customer_tokens')
        .set({ revoked_at: new Date() })
        .where('token_hash', '=', tokenHash)
        .execute();
      return { result: true };
    },

    updateCustomerV2: async (_parent, { input }, context) => {
      const { customer } = await requireSession(context);
      const row = await context.db
        .updateTable('customers')
        .set({
          ...(input.firstname !== undefined && {
            firstname: requiredName(input.firstname, 'firstname'),
          }),
          ...(input.lastname !== undefined && {
            lastname: requiredName(input.lastname, 'lastname'),
          }),
          ...(input.taxvat !== undefined && { taxvat: input.taxvat?.trim() || null }),
          ...(typeof input.is_subscribed === 'boolean' && { is_subscribed: input.is_subscribed }),
          updated_at: new Date(),
        })
        .where('id', '=', customer.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { customer: await toCustomer(context, row) };
    },

    changeCustomerPassword: async (_parent, { currentPassword, newPassword }, context) => {
      const { customer, tokenHash } = await requireSession(context);
      if (currentPassword.trim() === '') throw inputError('Specify the "currentPassword" value.');
      if (newPassword.trim() === '') throw inputError('Specify the "newPassword" value.');
      const throttle = createLoginThrottle(context.db);
      if (await throttle.isThrottled(customer.email, context.clientKey)) {
        throw categorizedError('graphql-authentication', SIGN_IN_FAILED);
      }
      if (!(await verifyPassword(currentPassword, customer.password_hash))) {
        await throttle.recordFailure(customer.email, context.clientKey);
        throw categorizedError('graphql-authentication', WRONG_CURRENT_PASSWORD);
      }
      await checkPassword(context, newPassword, customer.email);
      const now = new Date();
      const row = await context.db.transaction().execute(async (trx) => {
        // Other sessions end with the old password; this one goes on.
        await trx
          .updateTable('customer_tokens')
          .set({ revoked_at: now })
          .where('customer_id', '=', customer.id)
          .where('token_hash', '!=', tokenHash)
          .where('revoked_at', 'is', null)
          .execute();
        return trx
          .updateTable('customers')
          .set({ password_hash: await hashPassword(newPassword), updated_at: now })
          .where('id', '=', customer.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      await throttle.recordSuccess(customer.email);
      return toCustomer(context, row);
    },
  },
} satisfies Pick<Resolvers, 'Query' | 'Mutation' | 'Customer'>;
