import type { PasswordRules } from '@agri-parts/sdk';
import * as v from 'valibot';

import { translate } from '../i18n/translate';
import {
  checkboxField,
  emailField,
  nameField,
  newPasswordField,
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
 * The registration form: names, e-mail, a new password twice, and for a business customer
 * (`business` ticked) the VAT number `taxvat`; `isSubscribed` for the newsletter.
 */
export function registerSchema(rules: PasswordRules) {
  return v.pipe(
    v.object(
      {
        firstname: nameField(),
        lastname: nameField(),
        email: emailField(),
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
    // A private customer's form sends no VAT number, even one typed before unticking the box.
    v.transform(({ taxvat, business, isSubscribed, ...values }) => ({
      ...values,
      business: business !== undefined,
      isSubscribed: isSubscribed !== undefined,
      taxvat: business !== undefined && taxvat ? taxvat : null,
    })),
  );
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
