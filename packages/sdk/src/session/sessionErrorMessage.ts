import type { Refusal } from '../errors/Refusal';
import { refusalFromGraphQLError } from '../errors/refusalFromGraphQLError';
import { isSdkError } from '../errors/SdkError';

/**
 * What to tell the shopper about a failed login, registration or other account call:
 * - `backend`: the backend refused, and `message` holds its messages, joined by `, ` (spec §8);
 * - `network`: the backend could not be reached or answered with an HTTP error and no message;
 * - `unexpected`: anything else (a programming error, an unknown throw).
 * The last two have no message: the storefront shows its own text for the code.
 */
export type SessionErrorMessage =
  { code: 'backend'; message: string } | { code: 'network' | 'unexpected'; message: null };

/**
 * The message of a failed login or registration (spec §8: "messages joined by commas, each shown
 * as a persistent danger notification titled 'Registration error'"): every GraphQL error message
 * of the response, each through `translate`, without empty or repeated ones, joined by `, `. Pure.
 *
 * @param error - What the SDK call threw (an `SdkError`, or anything).
 * @param translate - Turns one backend message into the shopper's language by its typed
 *   {@link Refusal} (such as `invalid_credentials` into Norwegian; `null` for an error that is no
 *   refusal); the message unchanged by default.
 *
 * @example
 * ```ts
 * try {
 *   await sdk.session.login({ email, password });
 * } catch (error) {
 *   const result = sessionErrorMessage(error, (message, refusal) => refusalText(refusal) ?? message);
 *   notify({ title: t('auth.registrationErrorTitle'), message: result.message ?? t('error.generic'), type: 'danger', persist: true });
 * }
 * ```
 */
export function sessionErrorMessage(
  error: unknown,
  translate: (message: string, refusal: Refusal | null) => string = (message) => message,
): SessionErrorMessage {
  if (isSdkError(error, 'network') || isSdkError(error, 'http')) {
    return { code: 'network', message: null };
  }
  if (isSdkError(error)) {
    const messages = error.graphQLErrors
      .filter(({ message }) => message.trim() !== '')
      .map((entry) => translate(entry.message.trim(), refusalFromGraphQLError(entry)));
    const unique = [...new Set(messages)];
    if (unique.length > 0) return { code: 'backend', message: unique.join(', ') };
  }
  return { code: 'unexpected', message: null };
}
