import { isSdkError } from '../errors/SdkError';
import type { LicensePlateProblem } from './licensePlateInput';

/**
 * Why a plate could not be verified (spec §8: 'We were not able to verify this license plate.'):
 * - `invalid`: not a plate (`reason` says why), found before sending or by commerce-api;
 * - `not-registered`: the registry has no vehicle with this plate;
 * - `unavailable`: the registry did not answer, refused the key or ran out of quota;
 * - `rate-limited`: too many look-ups from this client (`retryAfterSeconds` when known);
 * - `error`: anything else (network, server), with what was thrown.
 */
export type LicensePlateFailure =
  | { kind: 'invalid'; reason: LicensePlateProblem }
  | { kind: 'not-registered' }
  | { kind: 'unavailable' }
  | { kind: 'rate-limited'; retryAfterSeconds: number | null }
  | { kind: 'error'; error: unknown };

const reasons: readonly LicensePlateProblem[] = ['empty', 'too-short', 'too-long', 'characters'];

/**
 * Classifies what a look-up threw by the `extensions.code` commerce-api sets
 * (`LICENSE_PLATE_INVALID` with `extensions.reason`, `LICENSE_PLATE_NOT_REGISTERED`,
 * `LICENSE_PLATE_REGISTRY_UNAVAILABLE`, `LICENSE_PLATE_RATE_LIMITED` with
 * `extensions.retry_after_seconds`); anything else is an `error`. Pure.
 */
export function licensePlateFailure(error: unknown): LicensePlateFailure {
  if (!isSdkError(error, 'graphql')) return { kind: 'error', error };
  for (const graphQLError of error.graphQLErrors) {
    const extensions = graphQLError.extensions ?? {};
    switch (graphQLError.code) {
      case 'LICENSE_PLATE_INVALID': {
        const reason = extensions['reason'];
        return {
          kind: 'invalid',
          reason: reasons.find((known) => known === reason) ?? 'characters',
        };
      }
      case 'LICENSE_PLATE_NOT_REGISTERED':
        return { kind: 'not-registered' };
      case 'LICENSE_PLATE_REGISTRY_UNAVAILABLE':
        return { kind: 'unavailable' };
      case 'LICENSE_PLATE_RATE_LIMITED': {
        const seconds = extensions['retry_after_seconds'];
        return {
          kind: 'rate-limited',
          retryAfterSeconds: typeof seconds === 'number' && seconds >= 0 ? seconds : null,
        };
      }
    }
  }
  return { kind: 'error', error };
}
