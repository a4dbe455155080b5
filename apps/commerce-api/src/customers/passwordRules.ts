import { Refusal } from '../errors/refusal.js';

/** The store's password rules (`minimum_password_length`, `required_character_classes_number`). */
export interface PasswordRules {
  minimumLength: number;
  requiredCharacterClasses: number;
}

const CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

/**
 * Why Magento would refuse `password` for an account with `email` (its words, with the rule's
 * number as a parameter), or null when the password is acceptable.
 */
export function passwordProblem(
  password: string,
  email: string,
  rules: PasswordRules,
): Refusal | null {
  if (password.length < rules.minimumLength) {
    return new Refusal(
      'PASSWORD_TOO_SHORT',
      `The password needs at least ${rules.minimumLength} characters. Create a new password and try again.`,
      { min_length: rules.minimumLength },
    );
  }
  if (password !== password.trim()) {
    return new Refusal(
      'PASSWORD_EDGE_SPACES',
      "The password can't begin or end with a space. Verify the password and try again.",
    );
  }
  const classes = CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
  if (classes < rules.requiredCharacterClasses) {
    return new Refusal(
      'PASSWORD_TOO_FEW_CHARACTER_CLASSES',
      `Minimum of different classes of characters in password is ${rules.requiredCharacterClasses}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.`,
      { required_classes: rules.requiredCharacterClasses },
    );
  }
  if (password.toLowerCase() === email.trim().toLowerCase()) {
    return new Refusal(
      'PASSWORD_SAME_AS_EMAIL',
      "The password can't be the same as the email address. Create a new password and try again.",
    );
  }
  return null;
}

/** Reads the rules from the store configuration (Magento's defaults: 8 characters, 3 classes). */
export function passwordRulesFromStoreConfig(config: Record<string, unknown>): PasswordRules {
  const number = (value: unknown, fallback: number) => {
    const parsed = Number(value);
    return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
  };
  return {
    minimumLength: number(config.minimum_password_length, 8),
    requiredCharacterClasses: number(config.required_character_classes_number, 3),
  };
}

/** A deliberately plain check: something@domain.tld without spaces, as Magento's validator. */
export const isEmailAddress = (email: string) =>
  email.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
