import { describe, expect, it } from 'vitest';
import {
  consentLifetimeDays,
  consentVersion,
  parseConsent,
  serializeConsent,
} from './consentCookie';

const chosenAt = new Date('2026-11-21T12:00:00.000Z');
const day = 24 * 60 * 60 * 1000;

describe('serializeConsent / parseConsent', () => {
  it('records the choice with the version and the date, and reads it back', () => {
    const value = serializeConsent({ statistics: true, marketing: false }, chosenAt);

    expect(JSON.parse(value)).toEqual({
      version: consentVersion,
      date: '2026-11-21T12:00:00.000Z',
      statistics: true,
      marketing: false,
    });
    expect(parseConsent(value, new Date(chosenAt.getTime() + day))).toEqual({
      version: 1,
      date: '2026-11-21T12:00:00.000Z',
      statistics: true,
      marketing: false,
    });
  });

  it('keeps a choice for 365 days and no longer', () => {
    const value = serializeConsent({ statistics: false, marketing: true }, chosenAt);
    expect(consentLifetimeDays).toBe(365);
    expect(parseConsent(value, new Date(chosenAt.getTime() + 365 * day))).not.toBeNull();
    expect(parseConsent(value, new Date(chosenAt.getTime() + 366 * day))).toBeNull();
  });

  it('asks again for a choice of another version', () => {
    const old = JSON.stringify({
      version: 0,
      date: chosenAt.toISOString(),
      statistics: true,
      marketing: true,
    });
    expect(parseConsent(old, chosenAt)).toBeNull();
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['not JSON', 'yes'],
    ['JSON that is not an object', '"granted"'],
    [
      'a missing category',
      JSON.stringify({ version: 1, date: chosenAt.toISOString(), statistics: true }),
    ],
    [
      'a category that is not a boolean',
      JSON.stringify({
        version: 1,
        date: chosenAt.toISOString(),
        statistics: 'yes',
        marketing: false,
      }),
    ],
    [
      'a date that is not one',
      JSON.stringify({ version: 1, date: 'yesterday', statistics: true, marketing: false }),
    ],
  ])('reads no choice from %s', (_, value) => {
    expect(parseConsent(value, chosenAt)).toBeNull();
  });
});
