import type { Kysely } from 'kysely';
import { setCustomerSubscription } from '../newsletter/subscriptions.js';
import { isUniqueViolation } from '../db/isUniqueViolation.js';
import type { Database } from '../db/tables.js';
import { missingParameters, Refusal } from '../errors/refusal.js';
import { EMAIL_TAKEN } from './accountErrors.js';
import type { CustomerRow } from './customerSession.js';
import { companyTypeInput, phoneNumberInput } from './customerContact.js';
import { requireOrganizationNumber } from './organizationNumber.js';
import { hashPassword, type ScryptParameters } from './passwordHash.js';
import { dateOfBirthInput, genderInput, namePartColumns } from './personalDetails.js';
import { isEmailAddress, passwordProblem, type PasswordRules } from './passwordRules.js';

/** What a shopper registers with (`CustomerCreateInput`, the parts this shop keeps). */
export interface Registration {
  email: string;
  firstname?: string | null;
  lastname?: string | null;
  password?: string | null;
  taxvat?: string | null;
  is_subscribed?: boolean | null;
  phone_number?: string | null;
  company_type?: string | null;
  prefix?: string | null;
  middlename?: string | null;
  suffix?: string | null;
  date_of_birth?: string | null;
  /** The older name of `date_of_birth`, read when that is left out. */
  dob?: string | null;
  gender?: number | null;
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
 * A new customer: a well-formed address no account has, both names, and a password the store's
 * rules allow (hashed with scrypt). With a `taxvat` it is a business registration: the number
 * must be a Norwegian organisation number (`INVALID_ORGANIZATION_NUMBER` otherwise), which becomes
 * the account's `company_id`, and the account awaits the shop's approval — its credit check is not
 * approved (`credit_check_approved` false, so no invoice) until the shop approves it.
 */
export async function registerCustomer(
  db: Kysely<Database>,
  input: Registration,
  rules: PasswordRules,
  /** Cheaper hashing for tests only; production's cost when left out. */
  passwordHashing?: ScryptParameters,
  /** Today, for the birth date (the shop's clock). */
  now: Date = new Date(),
): Promise<CustomerRow> {
  const email = emailAddress(input.email);
  const firstname = requiredName(input.firstname, 'firstname');
  const lastname = requiredName(input.lastname, 'lastname');
  if (!input.password)
    throw missingParameters('Required parameters are missing: password', ['password']);
  requireAllowedPassword(input.password, email, rules);
  const taxvat = input.taxvat?.trim() || null;
  const companyId = taxvat === null ? null : requireOrganizationNumber(taxvat);
  const phone = phoneNumberInput(input.phone_number) ?? null;
  const companyType = companyTypeInput(input.company_type) ?? null;
  const nameParts = namePartColumns(input);
  const dateOfBirth = dateOfBirthInput(input, now) ?? null;
  const gender = genderInput(input.gender) ?? null;
  if (await emailInUse(db, email)) throw emailTaken();
  const row = await db
    .insertInto('customers')
    .values({
      email,
      firstname,
      lastname,
      taxvat,
      company_id: companyId,
      // Awaiting approval: invoice only once the shop has approved the business.
      credit_check_approved: false,
      hide_cart_button: null,
      phone_number: phone,
      company_type: companyType,
      ...nameParts,
      date_of_birth: dateOfBirth,
      gender,
      password_hash: await hashPassword(input.password, { parameters: passwordHashing }),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      // Two registrations of one address at once: the index decides.
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  // The newsletter choice lives with every other subscription (`newsletter_subscribers`).
  if (input.is_subscribed) await setCustomerSubscription(db, row, true);
  return row;
}

/** What `updateCustomerV2` may change; a field left out keeps its value. */
export interface ProfileChanges {
  firstname?: string | null;
  lastname?: string | null;
  taxvat?: string | null;
  is_subscribed?: boolean | null;
  phone_number?: string | null;
  company_type?: string | null;
  prefix?: string | null;
  middlename?: string | null;
  suffix?: string | null;
  date_of_birth?: string | null;
  dob?: string | null;
  gender?: number | null;
}

/**
 * The columns a profile change sets, every value checked (a refusal before anything is written);
 * fields left out are not in the result.
 */
export function profileColumns(input: ProfileChanges, now: Date) {
  const phone = phoneNumberInput(input.phone_number);
  const companyType = companyTypeInput(input.company_type);
  const dateOfBirth = dateOfBirthInput(input, now);
  const gender = genderInput(input.gender);
  return {
    ...(input.firstname !== undefined && {
      firstname: requiredName(input.firstname, 'firstname'),
    }),
    ...(input.lastname !== undefined && {
      lastname: requiredName(input.lastname, 'lastname'),
    }),
    ...(input.taxvat !== undefined && { taxvat: input.taxvat?.trim() || null }),
    ...(phone !== undefined && { phone_number: phone }),
    ...(companyType !== undefined && { company_type: companyType }),
    ...namePartColumns(input),
    ...(dateOfBirth !== undefined && { date_of_birth: dateOfBirth }),
    ...(gender !== undefined && { gender }),
  };
}

/**
 * Changes the customer's names (with Magento's prefix, middle name and suffix), birth date,
 * gender, VAT number, phone number, company type and newsletter choice; every value is checked
 * before anything is written.
 */
export async function updateProfile(
  db: Kysely<Database>,
  customerId: number,
  input: ProfileChanges,
  /** Today, for the birth date (the shop's clock). */
  now: Date = new Date(),
): Promise<CustomerRow> {
  const row = await db
    .updateTable('customers')
    .set({ ...profileColumns(input, now), updated_at: new Date() })
    .where('id', '=', customerId)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (typeof input.is_subscribed === 'boolean') {
    await setCustomerSubscription(db, row, input.is_subscribed);
  }
  return row;
}
