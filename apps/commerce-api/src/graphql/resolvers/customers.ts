import { sql, type Kysely, type Selectable } from 'kysely';
import type { CustomerRow } from '../../customers/customerSession.js';
import { createCustomerToken } from '../../customers/customerToken.js';
import { createLoginThrottle } from '../../customers/loginThrottle.js';
import { hashPassword, verifyPassword } from '../../customers/passwordHash.js';
import { CAPTCHA_FAILED, type CaptchaAction } from '../../customers/captcha.js';
import type { CustomerAddressTable, Database } from '../../db/tables.js';
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
export const WRONG_CURRENT_PASSWORD =
  "The password doesn't match this account. Verify the password and try again.";

// Verified against when no account has the address, so a miss costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/** The signed-in customer, or Magento's authorization error (which ends a storefront session). */
export async function requireSession(context: GraphQLContext) {
  const session = await context.customerSession();
  if (!session) throw categorizedError('graphql-authorization', NOT_AUTHORIZED);
  return session;
}

/**
 * Refuses the request unless its reCAPTCHA token (the `X-ReCaptcha` header) passes; always
 * passes while verification is off.
 */
export async function requireCaptcha(context: GraphQLContext, action: CaptchaAction) {
  if (!(await context.captcha.verify(context.recaptchaToken, action, context.clientKey))) {
    throw inputError(CAPTCHA_FAILED);
  }
}

/** Advisory-lock namespace of sign-in attempts (the two-key form, apart from other locks). */
const SIGN_IN_LOCK_NAMESPACE = 4711;

/**
 * Runs one password attempt under the sign-in throttle, in a transaction that holds locks on the
 * account and on the client: concurrent guesses queue up, so none slips past the count. `attempt`
 * resolves to null when the password was wrong; a failure is recorded and kept (nothing in here
 * throws on a wrong password, which would roll the record back).
 */
export async function throttledAttempt<T>(
  context: GraphQLContext,
  email: string,
  attempt: (trx: Kysely<Database>) => Promise<T | null>,
): Promise<{ outcome: 'throttled' | 'failed' } | { outcome: 'ok'; value: T }> {
  return context.db.transaction().execute(async (trx) => {
    for (const key of [`account:${email.toLowerCase()}`, `client:${context.clientKey}`]) {
      await sql`SELECT pg_advisory_xact_lock(${SIGN_IN_LOCK_NAMESPACE}::int, hashtext(${key}))`.execute(
        trx,
      );
    }
    const throttle = createLoginThrottle(trx);
    if (await throttle.isThrottled(email, context.clientKey)) return { outcome: 'throttled' };
    const value = await attempt(trx);
    if (value === null) {
      await throttle.recordFailure(email, context.clientKey);
      return { outcome: 'failed' };
    }
    await throttle.recordSuccess(email);
    return { outcome: 'ok', value };
  });
}

/** Magento's date-time format, in UTC: `2026-11-21 08:48:49`. */
export const magentoDateTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

export type AddressRow = Selectable<CustomerAddressTable>;

export function toCustomerAddress(row: AddressRow): CustomerAddress {
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

/**
 * A `Customer` before its field resolvers run: `orders`, `wm_tractors` and the wish lists are
 * resolved apart.
 */
export type CustomerParent = Omit<Customer, 'orders' | 'wm_tractors' | 'wishlists' | 'wishlist_v2'>;

/** The account as GraphQL serves it, with its addresses (a customer has a handful). */
export async function toCustomer(
  context: GraphQLContext,
  row: CustomerRow,
): Promise<CustomerParent> {
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

/** Refuses a new password that breaks the store's password rules. */
export async function checkPassword(context: GraphQLContext, password: string, email: string) {
  const rules = passwordRulesFromStoreConfig(await context.storeConfig());
  const problem = passwordProblem(password, email, rules);
  if (problem) throw inputError(problem);
}

async function issueToken(
  context: GraphQLContext,
  db: Kysely<Database>,
  customerId: number,
): Promise<string> {
  const { token, tokenHash } = createCustomerToken();
  const now = new Date();
  await db
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

export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Confirms a signed-in customer's password before a sensitive change, under the sign-in
 * throttle: a wrong one is Magento's authentication error (not an authorization error, which
 * would end the session).
 */
async function requireCurrentPassword(
  context: GraphQLContext,
  customer: CustomerRow,
  password: string,
): Promise<void> {
  const result = await throttledAttempt(context, customer.email, async () =>
    (await verifyPassword(password, customer.password_hash)) ? true : null,
  );
  if (result.outcome === 'throttled') {
    throw categorizedError('graphql-authentication', SIGN_IN_FAILED);
  }
  if (result.outcome === 'failed') {
    throw categorizedError('graphql-authentication', WRONG_CURRENT_PASSWORD);
  }
}

/** Registration, sign-in and sign-out, and the signed-in customer's own account. */
export const customerResolvers = {
  Query: {
    customer: async (_parent, _args, context) =>
      toCustomer(context, (await requireSession(context)).customer),
  },
  Mutation: {
    createCustomerV2: async (_parent, { input }, context) => {
      await requireCaptcha(context, 'CUSTOMER_CREATE');
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
      await requireCaptcha(context, 'CUSTOMER_LOGIN');
      const address = email.trim();
      const result = await throttledAttempt(context, address, async (trx) => {
        const customer = await trx
          .selectFrom('customers')
          .selectAll()
          .where((eb) => eb(eb.fn('lower', ['email']), '=', address.toLowerCase()))
          .executeTakeFirst();
        const storedHash = customer?.password_hash ?? (await (decoyHash ??= hashPassword('-')));
        const matches = await verifyPassword(password, storedHash);
        if (!customer || !matches) return null;
        return {
          token: await issueToken(context, trx, customer.id),
          credit_check_approved: customer.credit_check_approved,
        };
      });
      if (result.outcome !== 'ok') {
        throw categorizedError('graphql-authentication', SIGN_IN_FAILED);
      }
      return result.value;
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

    updateCustomerEmail: async (_parent, { email, password }, context) => {
      const { customer } = await requireSession(context);
      const address = email.trim();
      if (!isEmailAddress(address)) throw inputError(`"${address}" is not a valid email address.`);
      if (password === '') throw inputError('Provide the current "password" to change "email".');
      await requireCurrentPassword(context, customer, password);
      if (address === customer.email) return { customer: await toCustomer(context, customer) };

      const taken = await context.db
        .selectFrom('customers')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', address.toLowerCase()))
        .where('id', '!=', customer.id)
        .executeTakeFirst();
      if (taken) throw inputError(EMAIL_TAKEN);
      const row = await context.db
        .updateTable('customers')
        .set({ email: address, updated_at: new Date() })
        .where('id', '=', customer.id)
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? inputError(EMAIL_TAKEN) : error;
        });
      return { customer: await toCustomer(context, row) };
    },

    changeCustomerPassword: async (_parent, { currentPassword, newPassword }, context) => {
      const { customer, tokenHash } = await requireSession(context);
      if (currentPassword.trim() === '') throw inputError('Specify the "currentPassword" value.');
      if (newPassword.trim() === '') throw inputError('Specify the "newPassword" value.');
      await requireCurrentPassword(context, customer, currentPassword);
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
      return toCustomer(context, row);
    },
  },
} satisfies Pick<Resolvers, 'Query' | 'Mutation'>;
