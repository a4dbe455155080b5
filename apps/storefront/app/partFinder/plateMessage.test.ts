import {
  initialLicensePlateState,
  type LicensePlateFailure,
  type LicensePlateResult,
  type LicensePlateState,
} from '@agri-parts/sdk';
import { describe, expect, it, vi } from 'vitest';

import { plateFound, plateMessage, plateWayOn } from './plateMessage';

const cannotVerify = 'Vi kunne ikke verifisere dette registreringsnummeret.';
const notFound = 'Vi fant ikke traktoren din';

const fiat: LicensePlateResult = {
  brand: null,
  model: null,
  brandExists: false,
  modelExists: false,
  brandFinderId: null,
  suggestions: [],
  vehicle: {
    licensePlate: 'GRAS',
    make: 'FIAT',
    tradeName: '880 DT',
    typeDesignation: null,
    vehicleClass: 'T1',
    vehicleClassName: 'Traktor',
    isFarmVehicle: true,
    firstRegistered: '1985-05-01',
  },
};

function state(
  status: LicensePlateState['status'],
  more: Partial<LicensePlateState> = {},
): LicensePlateState {
  return { ...initialLicensePlateState, plate: 'ZZ50300', status, ...more };
}
const failed = (failure: LicensePlateFailure) => state('cannot-verify', { failure });

describe('plateMessage', () => {
  it('is nothing while there is nothing to say', () => {
    expect(plateMessage(state('idle'))).toBeNull();
    expect(plateMessage(state('choosing', { result: fiat }))).toBeNull();
  });

  it('says not found politely, and why: not in our finder, or no such vehicle', () => {
    expect(plateMessage(state('not-found', { result: fiat }))).toEqual({
      text: `${notFound}. Denne modellen har vi ikke i delesøket – velg type, merke og modell selv, eller ring oss.`,
      tone: 'status',
    });
    expect(plateMessage(state('not-found', { result: { ...fiat, vehicle: null } }))?.text).toBe(
      `${notFound}. Ingen kjøretøy er registrert med dette nummeret. Sjekk at det er skrevet riktig.`,
    );
  });

  it('tells an unregistered plate from a registry that does not answer', () => {
    expect(plateMessage(failed({ kind: 'not-registered' }))).toEqual({
      text: `${cannotVerify} Ingen kjøretøy er registrert med dette nummeret. Sjekk at det er skrevet riktig.`,
      tone: 'alert',
    });
    for (const failure of [
      { kind: 'unavailable' },
      { kind: 'rate-limited', retryAfterSeconds: 60 },
      { kind: 'error', error: new Error('down') },
    ] as const) {
      expect(plateMessage(failed(failure))).toEqual({
        text: `${cannotVerify} Kjøretøyregisteret svarer ikke akkurat nå – prøv igjen om litt.`,
        tone: 'alert',
      });
    }
  });

  it('says what is wrong with a refused plate', () => {
    expect(plateMessage(failed({ kind: 'invalid', reason: 'characters' }))?.text).toBe(
      `${cannotVerify} Et registreringsnummer har bare bokstaver og tall.`,
    );
    expect(plateMessage(failed({ kind: 'invalid', reason: 'too-long' }))?.text).toBe(
      `${cannotVerify} Et registreringsnummer har høyst 10 tegn.`,
    );
    expect(plateMessage(failed({ kind: 'invalid', reason: 'empty' }))?.text).toBe(
      `${cannotVerify} Skriv inn minst 3 tegn av registreringsnummeret.`,
    );
  });

  it('asks for 3 characters when the plate was too short to search', () => {
    expect(plateMessage(state('idle'), true)).toEqual({
      text: 'Skriv inn minst 3 tegn av registreringsnummeret.',
      tone: 'status',
    });
  });
});

describe('plateFound', () => {
  it('says what the registry found, in readable words with the year', () => {
    expect(plateFound(state('not-found', { result: fiat }))).toBe('Registeret: Fiat 880 DT (1985)');
    expect(plateFound(failed({ kind: 'not-registered' }))).toBeNull();
  });
});

describe('plateWayOn', () => {
  const labels = (actions: ReturnType<typeof plateWayOn>) => actions.map((action) => action.label);

  it('offers to try again only when the registry did not answer, with the dropdowns and phone', () => {
    const retry = vi.fn();
    const actions = plateWayOn(failed({ kind: 'unavailable' }), { retry });
    expect(labels(actions)).toEqual([
      'Prøv igjen',
      'Velg type, merke og modell',
      'Ring oss: 62 00 00 00',
    ]);
    expect(actions[0]?.href).toBe('/parts?licensePlate=ZZ50300');
    expect(actions[0]?.onClick).toBe(retry);
    expect(actions[2]?.href).toBe('tel:+4762000000');

    expect(labels(plateWayOn(failed({ kind: 'not-registered' })))).toEqual([
      'Velg type, merke og modell',
      'Ring oss: 62 00 00 00',
    ]);
    expect(labels(plateWayOn(state('not-found', { result: fiat })))).toHaveLength(2);
  });

  it('offers nothing while choosing or for a refused plate', () => {
    expect(plateWayOn(state('choosing', { result: fiat }))).toEqual([]);
    expect(plateWayOn(failed({ kind: 'invalid', reason: 'too-long' }))).toEqual([]);
  });
});
