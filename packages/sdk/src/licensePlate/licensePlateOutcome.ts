import type { LicensePlateProblem } from './licensePlateInput';
import type { LicensePlateState } from './licensePlateMachine';
import type { RegisteredVehicle } from './mapLicensePlateResult';

/**
 * What a finished look-up means for the shopper, one branch each with its own way on:
 * - `matched`: brand, finder and model resolved (the finder goes to the parts page);
 * - `partial`: the registry knows the vehicle and the finder has candidates to choose from;
 * - `not-in-finder`: the registry knows the vehicle (`vehicle`), our catalogue has no such
 *   make or model (or it is no farm vehicle);
 * - `not-registered`: no vehicle has the plate;
 * - `unavailable`: the registry (or the way to it) did not answer; trying again may help;
 * - `invalid`: not a plate (`reason`).
 *
 * `vehicle` is what the registry said, when it said something.
 */
export type LicensePlateOutcome =
  | { kind: 'matched'; vehicle: RegisteredVehicle | null }
  | { kind: 'partial'; vehicle: RegisteredVehicle | null }
  | { kind: 'not-in-finder'; vehicle: RegisteredVehicle | null }
  | { kind: 'not-registered' }
  | { kind: 'unavailable'; retryAfterSeconds: number | null }
  | { kind: 'invalid'; reason: LicensePlateProblem };

/**
 * The outcome of the look-up in `state`; `null` while nothing is decided (idle, searching). A
 * result with no vehicle and no match is read as `not-registered`: a backend that answers an
 * unknown plate with an empty result rather than `LICENSE_PLATE_NOT_REGISTERED` means the same.
 * Rate limits and failures other than the plate's own are `unavailable`. Pure.
 */
export function licensePlateOutcome(
  state: Pick<LicensePlateState, 'status' | 'result' | 'failure'>,
): LicensePlateOutcome | null {
  const vehicle = state.result?.vehicle ?? null;
  switch (state.status) {
    case 'idle':
    case 'searching':
      return null;
    case 'choosing':
      return { kind: 'partial', vehicle };
    case 'fetching-info':
    case 'done':
      return { kind: 'matched', vehicle };
    case 'not-found':
      return vehicle ? { kind: 'not-in-finder', vehicle } : { kind: 'not-registered' };
    case 'cannot-verify': {
      const failure = state.failure;
      if (failure?.kind === 'invalid') return { kind: 'invalid', reason: failure.reason };
      if (failure?.kind === 'not-registered') return { kind: 'not-registered' };
      return {
        kind: 'unavailable',
        retryAfterSeconds: failure?.kind === 'rate-limited' ? failure.retryAfterSeconds : null,
      };
    }
  }
}
