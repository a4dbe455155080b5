import { passwordProblem, type PasswordProblem, type PasswordRules } from '@agri-parts/sdk';
import * as v from 'valibot';

import { translate } from '../i18n/translate';

/** Fewest characters of a first or last name (spec §5: "minimum 2"). */
export const minimumNameLength = 2;

/** The Norwegian message for a password `problem` under `rules`. */
export function passwordProblemMessage(problem: PasswordProblem, rules: PasswordRules): string {
  switch (problem) {
    case 'too-short':
      return translate('validation.passwordTooShort', { min: rules.minimumLength });
    case 'edge-spaces':
      return translate('validation.passwordEdgeSpaces');
    case 'too-few-classes':
      return translate('validation.passwordClasses', { count: rules.requiredCharacterClasses });
  }
}

// Conform leaves an empty field out of the data, so a missing value is the "required" case.
const required = () => translate('validation.required');

/** A rule of a field: whether a value passes, and the message when it does not. */
type FieldRule = readonly [passes: (value: string) => boolean, message: () => string];

const isEmail = (value: string) => v.is(emailFormat, value);
const emailFormat = v.pipe(v.string(), v.email());

/**
 * A text field checked by `rules` in order, with the message of the first it fails only (one
 * message per field). Missing and empty both get "required".
 */
function field({ trim, rules }: { trim: boolean; rules: readonly FieldRule[] }) {
  return v.pipe(
    v.string(required),
    v.transform((value) => (trim ? value.trim() : value)),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const value = dataset.value;
      if (value === '') {
        addIssue({ message: required() });
        return;
      }
      const failed = rules.find(([passes]) => !passes(value));
      if (failed) addIssue({ message: failed[1]() });
    }),
  );
}

/** A text field that must hold something besides spaces; the value is trimmed. */
function requiredText() {
  return field({ trim: true, rules: [] });
}

/** An e-mail address (trimmed). */
function emailField() {
  return field({ trim: true, rules: [[isEmail, () => translate('validation.invalidEmail')]] });
}

/** A first or last name: at least {@link minimumNameLength} characters. */
function nameField() {
  return field({
    trim: true,
    rules: [
      [
        (value) => [...value].length >= minimumNameLength,
        () => translate('validation.minLength', { min: minimumNameLength }),
      ],
    ],
  });
}

/** A password as typed, never trimmed (Magento compares it as it is). */
function passwordField() {
  return field({ trim: false, rules: [] });
}

/** A new password, under the store's rules (the SDK's `passwordProblem`, as Magento checks it). */
function newPasswordField(rules: PasswordRules) {
  return v.pipe(
    passwordField(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = passwordProblem(dataset.value, rules);
      if (problem) addIssue({ message: passwordProblemMessage(problem, rules) });
    }),
  );
}

/** A checkbox: the browser sends `on` when it is ticked, nothing otherwise. */
function checkbox() {
  return v.optional(v.string());
}

/** The login form: e-mail and password (no rules: the account's password is what it is). */
export const loginSchema = v.object(
  {
    email: emailField(),
    password: passwordField(),
  },
  required,
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
        business: checkbox(),
        taxvat: v.optional(v.pipe(v.string(), v.trim())),
        isSubscribed: checkbox(),
      },
      required,
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
        required,
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
export const forgotPasswordSchema = v.object({ email: emailField() }, required);

/** The new-password form of a reset link: its e-mail and token, and the new password twice. */
export function resetPasswordSchema(rules: PasswordRules) {
  return v.pipe(
    v.object(
      {
        email: emailField(),
        token: requiredText(),
        password: newPasswordField(rules),
        confirmPassword: passwordField(),
      },
      required,
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
