import {
  parseCompanyType,
  parsePhoneNumber,
  passwordProblem,
  type PasswordProblem,
  type PasswordRules,
} from '@agri-parts/sdk';
import * as v from 'valibot';

import { translate } from '../i18n/translate';

/**
 * The field builders of every account form (login, registration, password reset, profile,
 * addresses): one message per field, Norwegian, and Conform's reading of an empty field as a
 * missing one ("required").
 */

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

/** "This field is required" (spec §5), in Norwegian. */
export const requiredMessage = () => translate('validation.required');

/** A rule of a field: whether a value passes, and the message when it does not. */
export type FieldRule = readonly [passes: (value: string) => boolean, message: () => string];

/**
 * A required text field checked by `rules` in order, with the message of the first it fails
 * only. Missing and empty (after trimming, when `trim`) both get "required".
 */
export function textField({
  trim = true,
  rules = [],
}: { trim?: boolean; rules?: readonly FieldRule[] } = {}) {
  return v.pipe(
    v.string(requiredMessage),
    v.transform((value) => (trim ? value.trim() : value)),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const value = dataset.value;
      if (value === '') {
        addIssue({ message: requiredMessage() });
        return;
      }
      const failed = rules.find(([passes]) => !passes(value));
      if (failed) addIssue({ message: failed[1]() });
    }),
  );
}

/**
 * A text field that may stay empty: trimmed; `undefined` when left empty (Conform leaves an
 * empty field out, and valibot leaves a missing optional key out of the object).
 */
export function optionalTextField() {
  return v.optional(v.pipe(v.string(), v.trim()));
}

/**
 * A phone number that may stay empty: a Norwegian one (8 digits, optionally after +47;
 * `parsePhoneNumber`, the rule commerce-api applies) sent as its 8 digits; `undefined` when left
 * empty (Conform leaves an empty field out), which the profile sends as `''` to remove a saved one.
 */
export function optionalPhoneField() {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => value === '' || parsePhoneNumber(value) !== null,
        () => translate('validation.phoneNumber'),
      ),
      v.transform((value) => (value === '' ? '' : parsePhoneNumber(value)!)),
    ),
  );
}

/** A company type from the list (`companyTypes`), or `undefined` when none is chosen. */
export function optionalCompanyTypeField() {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => value === '' || parseCompanyType(value) !== null,
        () => translate('validation.companyType'),
      ),
    ),
  );
}

const emailFormat = v.pipe(v.string(), v.email());

/** An e-mail address (trimmed). */
export function emailField() {
  return textField({
    rules: [[(value) => v.is(emailFormat, value), () => translate('validation.invalidEmail')]],
  });
}

/** A first or last name: at least {@link minimumNameLength} characters (spec §5: "minimum 2"). */
export function nameField() {
  return textField({
    rules: [
      [
        (value) => [...value].length >= minimumNameLength,
        () => translate('validation.minLength', { min: minimumNameLength }),
      ],
    ],
  });
}

/** A password as typed, never trimmed (the API compares it as it is). */
export function passwordField() {
  return textField({ trim: false });
}

/** A new password, under the store's rules (the SDK's `passwordProblem`, as the API checks it). */
export function newPasswordField(rules: PasswordRules) {
  return v.pipe(
    passwordField(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = passwordProblem(dataset.value, rules);
      if (problem) addIssue({ message: passwordProblemMessage(problem, rules) });
    }),
  );
}

/**
 * A checkbox: the browser sends `on` when it is ticked, nothing otherwise. The key is missing
 * from the output when unticked; read it as `value !== undefined`.
 */
export function checkboxField() {
  return v.optional(v.string());
}
