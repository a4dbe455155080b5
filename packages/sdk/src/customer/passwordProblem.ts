/** A store's password rules (Magento's `minimum_password_length`, `required_character_classes_number`). */
export interface PasswordRules {
  /** Fewest characters a password may have. */
  minimumLength: number;
  /** How many of the four character classes (lower case, upper case, digits, other) it needs. */
  requiredCharacterClasses: number;
}

/**
 * Why a password would be refused, checked in Magento's order:
 * - `too-short`: fewer characters than `minimumLength`;
 * - `edge-spaces`: it begins or ends with whitespace;
 * - `too-few-classes`: fewer character classes than `requiredCharacterClasses`.
 */
export type PasswordProblem = 'too-short' | 'edge-spaces' | 'too-few-classes';

/** Magento's four classes, as its `makeRequiredCharactersCheck` counts them. */
const characterClasses = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];
/** What PHP's `trim` removes, which Magento compares the password with. */
const trimmedByPhp = new Set([' ', '\t', '\n', '\r', '\0', '\v']);

/**
 * What is wrong with `password` under the store's `rules`, as Magento checks it at registration,
 * password change and reset, or `null` when Magento would accept it. Lets a form say so before
 * sending; the backend checks again. Pure.
 *
 * Characters are counted as Unicode code points (an emoji is one). Letters outside `a`–`z`
 * (such as `æ`, `ø`, `å`) count as "other", as in Magento.
 *
 * @example
 * ```ts
 * passwordProblem('traktor', { minimumLength: 8, requiredCharacterClasses: 3 }); // 'too-short'
 * passwordProblem('Traktor-2024', { minimumLength: 8, requiredCharacterClasses: 3 }); // null
 * ```
 */
export function passwordProblem(password: string, rules: PasswordRules): PasswordProblem | null {
  if ([...password].length < rules.minimumLength) return 'too-short';
  if (trimmedByPhp.has(password.at(0) ?? '') || trimmedByPhp.has(password.at(-1) ?? '')) {
    return 'edge-spaces';
  }
  const classes = characterClasses.filter((pattern) => pattern.test(password)).length;
  if (classes < rules.requiredCharacterClasses) return 'too-few-classes';
  return null;
}
