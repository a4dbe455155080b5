import { describe, expect, it } from 'vitest';
import type { LicensePlateFailure } from './licensePlateFailure';
import { initialLicensePlateState, type LicensePlateState } from './licensePlateMachine';
import { licensePlateOutcome } from './licensePlateOutcome';
import type { LicensePlateResult, RegisteredVehicle } from './mapLicensePlateResult';

const vehicle: RegisteredVehicle = {
  licensePlate: 'WF 91091',
  make: 'VALTRA',
  tradeName: 'G135 VERSU',
  typeDesignation: null,
  vehicleClass: 'T1',
  vehicleClassName: 'Traktor',
  isFarmVehicle: true,
  firstRegistered: '2015-03-01',
};

function result(overrides: Partial<LicensePlateResult> = {}): LicensePlateResult {
  return {
    brand: null,
    model: null,
    brandExists: false,
    modelExists: false,
    brandFinderId: null,
    suggestions: [],
    vehicle,
    ...overrides,
  };
}

const state = (
  status: LicensePlateState['status'],
  more: Partial<Pick<LicensePlateState, 'result' | 'failure'>> = {},
) => ({ ...initialLicensePlateState, status, ...more });

const failed = (failure: LicensePlateFailure) => state('cannot-verify', { failure });

describe('licensePlateOutcome', () => {
  it('decides nothing before a look-up ends', () => {
    expect(licensePlateOutcome(state('idle'))).toBeNull();
    expect(licensePlateOutcome(state('searching'))).toBeNull();
  });

  it('carries what the registry said for a match, a partial match and a vehicle we lack', () => {
    expect(licensePlateOutcome(state('done', { result: result() }))).toEqual({
      kind: 'matched',
      vehicle,
    });
    expect(licensePlateOutcome(state('choosing', { result: result() }))).toEqual({
      kind: 'partial',
      vehicle,
    });
    expect(licensePlateOutcome(state('not-found', { result: result() }))).toEqual({
      kind: 'not-in-finder',
      vehicle,
    });
  });

  it('reads an empty result without a vehicle as not registered', () => {
    expect(licensePlateOutcome(state('not-found', { result: result({ vehicle: null }) }))).toEqual({
      kind: 'not-registered',
    });
  });

  it('tells not registered, unavailable and invalid apart', () => {
    expect(licensePlateOutcome(failed({ kind: 'not-registered' }))).toEqual({
      kind: 'not-registered',
    });
    expect(licensePlateOutcome(failed({ kind: 'unavailable' }))).toEqual({
      kind: 'unavailable',
      retryAfterSeconds: null,
    });
    expect(licensePlateOutcome(failed({ kind: 'rate-limited', retryAfterSeconds: 30 }))).toEqual({
      kind: 'unavailable',
      retryAfterSeconds: 30,
    });
    expect(licensePlateOutcome(failed({ kind: 'error', error: new Error('down') }))).toEqual({
      kind: 'unavailable',
      retryAfterSeconds: null,
    });
    expect(licensePlateOutcome(failed({ kind: 'invalid', reason: 'too-long' }))).toEqual({
      kind: 'invalid',
      reason: 'too-long',
    });
  });
});
