import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/isUniqueViolation.js';
import type { Database } from '../db/tables.js';
import { missingParameters, Refusal } from '../errors/refusal.js';
import { EMAIL_TAKEN } from './accountErrors.js';
import type { CustomerRow } from './customerSession.js';
import { hashPassword } from './passwordHash.js';
import { isEmailAddress, passwordProblem, type PasswordRules } from './passwordRules.js';

/** What a shopper registers with (`CustomerCreateInput`, the parts this shop keeps). */
export interface Registration {
  email: string;
  firstname?: string | null;
  lastname?: string | null;
  password?: string | null;
  taxvat?: string | null;
  is_subscribed?: boolean | null;
}

/** A name that must not be empty, trimmed. */
export function requiredName(value: string | null | undefined, field: string): string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') throw missingParameters(`Required parameters are missing: ${field}`, [field]);
  return trimmed;
}

/** An e-mail address, trimmed, or Magento's refusal of its format. */
export function emailAddress(value: string): string {
  const address = value.trim();
  if (!isEmailAddress(address)) {
    throw new Refusal('INVALID_EMAIL', `"${address}" is not a valid email address.`);
  }
  return address;
}

/** Refuses a new password that breaks the store's password rules. */
export function requireAllowedPassword(password: string, email: string, rules: PasswordRules) {
  const problem = passwordProblem(password, email, rules);
  if (problem) throw problem;
}

export const emailTaken = () => new Refusal('EMAIL_TAKEN', EMAIL_TAKEN);

/** Whether another account has the address, whatever its case. */
export async function emailInUse(
  db: Kysely<Database>,
  email: string,
  exceptCustomerId: number | null = null,
): Promise<boolean> {
  let query = db
    .selectFrom('customers')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
  if (exceptCustomerId !== null) query = query.where('id', '!=', exceptCustomerId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * A new private customer: a well-formed address no account has, both names, and a password
 * the store's rules allow (hashed with scrypt).
 */
export async function registerCustomer(
  db: Kysely<Database>,
  input: Registration,
  rules: PasswordRules,
): Promise<CustomerRow> {
  const email = emailAddress(input.email);
  const firstname = requiredName(input.firstname, 'firstname');
  const lastname = requiredName(input.lastname, 'lastname');
  if (!input.password)
    throw missingParameters('Required parameters are missing: password', ['password']);
  requireAllowedPassword(input.password, email, rules);
  if (await emailInUse(db, email)) throw emailTaken();
  return db
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
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
}

/** What `updateCustomerV2` may change; a field left out keeps its value. */
export interface ProfileChanges {
  firstname?: string | null;
  lastname?: string | null;
  taxvat?: string | null;
  is_subscribed?: boolean | null;
}

/** Changes the customer's names, VAT number and newsletter choice. */
export async function updateProfile(
  db: Kysely<Database>,
  customerId: number,
  input: ProfileChanges,
): Promise<CustomerRow> {
  return db
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
    .where('id', '=', customerId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
