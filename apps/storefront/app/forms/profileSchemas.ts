import type { PasswordRules } from '@agri-parts/sdk';
import * as v from 'valibot';

import { translate } from '../i18n/translate';
import {
  emailField,
  nameField,
  newPasswordField,
  optionalCompanyTypeField,
  optionalPhoneField,
  passwordField,
  requiredMessage,
  textField,
} from './fieldRules';

/**
 * The hidden field that tells the profile page's action which of its three forms was sent
 * (`names`, `email` or `password`); each form posts to the same route.
 */
export const profileFormField = 'profileForm';

/** The forms of the profile page. */
export const profileForms = ['names', 'email', 'password', 'newsletter'] as const;

/** One of {@link profileForms}. */
export type ProfileForm = (typeof profileForms)[number];

/** Which profile form `value` (the posted {@link profileFormField}) names; `null` for none. */
export function profileFormOf(value: unknown): ProfileForm | null {
  return profileForms.find((form) => form === value) ?? null;
}

/**
 * The names form (the account's details): first and last name (at least 2 characters each) and a
 * phone number that may be left empty (Norwegian: 8 digits, optionally after +47); a business
 * customer (`business`) also keeps a VAT number (`taxvat`), which may be corrected but not
 * removed — without it the account would turn into a private one — and may give its company
 * type (`companyType`, one of `companyTypes`, or none).
 */
export function namesSchema({ business }: { business: boolean }) {
  return v.object(
    {
      firstname: nameField(),
      lastname: nameField(),
      taxvat: business ? textField() : v.optional(v.string()),
      phoneNumber: optionalPhoneField(),
      companyType: business ? optionalCompanyTypeField() : v.optional(v.string()),
    },
    requiredMessage,
  );
}

/** What {@link namesSchema} gives. */
export type NamesValues = v.InferOutput<ReturnType<typeof namesSchema>>;

/**
 * The e-mail form: the new address, and the current password that confirms the change (spec §5:
 * "Changing the email requires the current password"). `currentEmail`: the address the account
 * has, which is no change.
 */
export function emailSchema({ currentEmail }: { currentEmail: string }) {
  return v.pipe(
    v.object({ email: emailField(), password: passwordField() }, requiredMessage),
    v.forward(
      v.partialCheck(
        [['email']],
        (input) => input.email.toLowerCase() !== currentEmail.trim().toLowerCase(),
        () => translate('profile.emailUnchanged'),
      ),
      ['email'],
    ),
  );
}

/** What {@link emailSchema} gives. */
export type EmailValues = v.InferOutput<ReturnType<typeof emailSchema>>;

/**
 * The password form: the current password, a new one under the store's rules, and the new one
 * again ("Passwords don't match").
 */
export function changePasswordSchema(rules: PasswordRules) {
  return v.pipe(
    v.object(
      {
        currentPassword: passwordField(),
        newPassword: newPasswordField(rules),
        confirmPassword: passwordField(),
      },
      requiredMessage,
    ),
    v.forward(
      v.partialCheck(
        [['newPassword'], ['confirmPassword']],
        (input) => input.newPassword === input.confirmPassword,
        () => translate('validation.passwordsDontMatch'),
      ),
      ['confirmPassword'],
    ),
  );
}

/** What {@link changePasswordSchema} gives. */
export type ChangePasswordValues = v.InferOutput<ReturnType<typeof changePasswordSchema>>;

/** The profile's newsletter setting: one checkbox (`isSubscribed`, `on` when ticked). */
export const newsletterSchema = v.object({ isSubscribed: v.optional(v.string()) });
