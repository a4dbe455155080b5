import { parseOrganizationNumber, type PasswordRules } from '@agri-parts/sdk';
import * as v from 'valibot';

import { translate } from '../i18n/translate';
import {
  checkboxField,
  emailField,
  nameField,
  newPasswordField,
  optionalPhoneField,
  passwordField,
  requiredMessage,
  textField,
} from './fieldRules';

/** The login form: e-mail and password (no rules: the account's password is what it is). */
export const loginSchema = v.object(
  {
    email: emailField(),
    password: passwordField(),
  },
  requiredMessage,
);

/** What {@link loginSchema} gives. */
export type LoginValues = v.InferOutput<typeof loginSchema>;

/**
 * The registration form: names, e-mail, a phone number that may be left empty (Norwegian: 8
 * digits, optionally after +47, sent as the 8 digits), a new password twice, and for a business customer
 * (`business` ticked) the organisation number `taxvat` (nine digits with a valid mod-11 check
 * digit, `parseOrganizationNumber`); `isSubscribed` for the newsletter.
 */
export function registerSchema(rules: PasswordRules) {
  return v.pipe(
    v.object(
      {
        firstname: nameField(),
        lastname: nameField(),
        email: emailField(),
        phoneNumber: optionalPhoneField(),
        password: newPasswordField(rules),
        confirmPassword: passwordField(),
        business: checkboxField(),
        taxvat: v.optional(v.pipe(v.string(), v.trim())),
        isSubscribed: checkboxField(),
      },
      requiredMessage,
    ),
    v.forward(
      v.partialCheck(
        [['password'], ['confirmPassword']],
        (input) => input.password === input.confirmPassword,
        () => translate('validation.passwordsDontMatch'),
      ),
      ['confirmPassword'],
    ),
    v.forward(
      v.partialCheck(
        [['business'], ['taxvat']],
        (input) => input.business === undefined || Boolean(input.taxvat),
        requiredMessage,
      ),
      ['taxvat'],
    ),
    // The organisation number is checked as commerce-api checks it (9 digits, mod-11).
    v.forward(
      v.partialCheck(
        [['business'], ['taxvat']],
        (input) =>
          input.business === undefined ||
          !input.taxvat ||
          organizationNumberProblem(input.taxvat) !== 'format',
        () => translate('validation.organizationNumberFormat'),
      ),
      ['taxvat'],
    ),
    v.forward(
      v.partialCheck(
        [['business'], ['taxvat']],
        (input) =>
          input.business === undefined ||
          !input.taxvat ||
          organizationNumberProblem(input.taxvat) !== 'check_digit',
        () => translate('validation.organizationNumberCheckDigit'),
      ),
      ['taxvat'],
    ),
    // A private customer's form sends no organisation number, even one typed before unticking
    // the box; a business's goes as its nine digits.
    v.transform(({ taxvat, business, isSubscribed, ...values }) => {
      const number = business !== undefined && taxvat ? parseOrganizationNumber(taxvat) : null;
      return {
        ...values,
        business: business !== undefined,
        isSubscribed: isSubscribed !== undefined,
        taxvat: number?.ok ? number.value : null,
      };
    }),
  );
}

/** Why `text` is not an organisation number (`parseOrganizationNumber`), `null` when it is. */
function organizationNumberProblem(text: string) {
  const result = parseOrganizationNumber(text);
  return result.ok ? null : result.problem;
}

/** What {@link registerSchema} gives. */
export type RegisterValues = v.InferOutput<ReturnType<typeof registerSchema>>;

/** The forgot-password form: the e-mail address to send the link to. */
export const forgotPasswordSchema = v.object({ email: emailField() }, requiredMessage);

/** The new-password form of a reset link: its e-mail and token, and the new password twice. */
export function resetPasswordSchema(rules: PasswordRules) {
  return v.pipe(
    v.object(
      {
        email: emailField(),
        token: textField(),
        password: newPasswordField(rules),
        confirmPassword: passwordField(),
      },
      requiredMessage,
    ),
    v.forward(
      v.partialCheck(
        [['password'], ['confirmPassword']],
        (input) => input.password === input.confirmPassword,
        () => translate('validation.passwordsDontMatch'),
      ),
      ['confirmPassword'],
    ),
  );
}

/** What {@link resetPasswordSchema} gives. */
export type ResetPasswordValues = v.InferOutput<ReturnType<typeof resetPasswordSchema>>;
