import { describe, expect, it } from 'vitest';

import { plateMessage } from './plateMessage';

const cannotVerify = 'Vi kunne ikke verifisere dette registreringsnummeret.';

describe('plateMessage', () => {
  it('is nothing while there is nothing to say', () => {
    expect(plateMessage({ message: null, failure: null })).toBeNull();
  });

  it('says not found politely', () => {
    expect(plateMessage({ message: 'licensePlate.notFound', failure: null })).toEqual({
      text: 'Vi fant ikke traktoren din',
      tone: 'status',
    });
  });

  it('says cannot verify as an alert, with what is wrong with a refused plate', () => {
    expect(
      plateMessage({ message: 'licensePlate.cannotVerify', failure: { kind: 'not-registered' } }),
    ).toEqual({ text: cannotVerify, tone: 'alert' });
    expect(
      plateMessage({ message: 'licensePlate.cannotVerify', failure: { kind: 'unavailable' } }),
    ).toEqual({ text: cannotVerify, tone: 'alert' });
    expect(
      plateMessage({
        message: 'licensePlate.cannotVerify',
        failure: { kind: 'invalid', reason: 'characters' },
      })?.text,
    ).toBe(`${cannotVerify} Et registreringsnummer har bare bokstaver og tall.`);
    expect(
      plateMessage({
        message: 'licensePlate.cannotVerify',
        failure: { kind: 'invalid', reason: 'too-long' },
      })?.text,
    ).toBe(`${cannotVerify} Et registreringsnummer har høyst 10 tegn.`);
    expect(
      plateMessage({
        message: 'licensePlate.cannotVerify',
        failure: { kind: 'invalid', reason: 'empty' },
      })?.text,
    ).toBe(`${cannotVerify} Skriv inn minst 3 tegn av registreringsnummeret.`);
  });

  it('asks for 3 characters when the plate was too short to search', () => {
    expect(plateMessage({ message: null, failure: null }, true)).toEqual({
      text: 'Skriv inn minst 3 tegn av registreringsnummeret.',
      tone: 'status',
    });
  });
});
