import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

import {
  POSTCODE_MESSAGES,
  cityOrPoststed,
  norwegianPostcodeTown,
  postcodeProblem,
} from './postcodeRegister.js';

// The same file the SDK's postcodeTown is tested against.
const file = JSON.parse(
  readFileSync(
    createRequire(import.meta.url).resolve('@agri-parts/schema/rules/postcodes.json'),
    'utf8',
  ),
) as { towns: Record<string, string> };

describe('norwegianPostcodeTown', () => {
  it('agrees with the shared register for every postcode in it', () => {
    for (const [postcode, town] of Object.entries(file.towns)) {
      expect(norwegianPostcodeTown(postcode)).toBe(town);
    }
  });

  it('knows no town for unknown or malformed postcodes', () => {
    expect(norwegianPostcodeTown('0000')).toBeNull();
    expect(norwegianPostcodeTown('231')).toBeNull();
  });
});

describe('postcodeProblem', () => {
  it('accepts a known Norwegian postcode and leaves other countries alone', () => {
    expect(postcodeProblem('NO', '2322')).toBeNull();
    expect(postcodeProblem('no', ' 0150 ')).toBeNull();
    expect(postcodeProblem('SE', '0000')).toBeNull();
  });

  it('refuses four-digit-less and unknown Norwegian postcodes with different messages', () => {
    expect(postcodeProblem('NO', '23170')).toBe(POSTCODE_MESSAGES.fourDigits);
    expect(postcodeProblem('NO', null)).toBe(POSTCODE_MESSAGES.fourDigits);
    expect(postcodeProblem('NO', '0000')).toBe(POSTCODE_MESSAGES.unknown('0000'));
  });
});

describe('cityOrPoststed', () => {
  it('fills an empty city from a known Norwegian postcode', () => {
    expect(cityOrPoststed('', 'NO', '8001')).toBe('BODØ');
    expect(cityOrPoststed(null, 'NO', '0150')).toBe('OSLO');
  });

  it('keeps a city the customer typed, and fills nothing outside Norway or for unknown codes', () => {
    expect(cityOrPoststed('Ridabu', 'NO', '2322')).toBe('Ridabu');
    expect(cityOrPoststed('', 'SE', '0150')).toBe('');
    expect(cityOrPoststed('', 'NO', '0000')).toBe('');
  });
});
