import { isEmailAddress } from '../customers/passwordRules.js';
import { missingParameters, Refusal } from '../errors/refusal.js';
import { isPhoneNumber } from '../quotes/quoteRequestRules.js';

/** A contact-form message as it is mailed. */
export interface ContactMessage {
  name: string;
  email: string;
  telephone: string | null;
  comment: string;
}

/** Longest values: a name, an address (RFC 5321), a phone number and the message itself. */
export const CONTACT_LIMITS = { name: 255, email: 254, telephone: 30, comment: 5000 } as const;

const length = (value: string) => [...value].length;

const tooLong = (field: keyof typeof CONTACT_LIMITS) =>
  new Refusal(
    'FIELD_TOO_LONG',
    `"${field}" is too long: at most ${CONTACT_LIMITS[field]} characters.`,
    { field, max_length: CONTACT_LIMITS[field] },
  );

/**
 * The contact form's input checked and trimmed: name, e-mail and comment required (all missing
 * ones named at once), the address and an optional phone number well-formed, nothing too long.
 */
export function contactMessage(input: {
  name: string;
  email: string;
  telephone?: string | null;
  comment: string;
}): ContactMessage {
  const name = input.name.trim();
  const email = input.email.trim();
  const comment = input.comment.trim();
  const telephone = input.telephone?.trim() || null;
  const missing = [
    ...(name ? [] : ['name']),
    ...(email ? [] : ['email']),
    ...(comment ? [] : ['comment']),
  ];
  if (missing.length > 0) {
    throw missingParameters(`Required parameters are missing: ${missing.join(', ')}`, missing);
  }
  if (length(name) > CONTACT_LIMITS.name) throw tooLong('name');
  if (length(email) > CONTACT_LIMITS.email) throw tooLong('email');
  if (length(comment) > CONTACT_LIMITS.comment) throw tooLong('comment');
  if (!isEmailAddress(email)) throw new Refusal('INVALID_EMAIL', 'Enter a valid email address.');
  if (telephone !== null) {
    if (length(telephone) > CONTACT_LIMITS.telephone) throw tooLong('telephone');
    if (!isPhoneNumber(telephone)) {
      throw new Refusal('INVALID_PHONE_NUMBER', `"${telephone}" is not a valid phone number.`, {
        field: 'telephone',
      });
    }
  }
  return { name, email, telephone, comment };
}
