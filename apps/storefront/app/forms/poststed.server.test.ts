import { describe, expect, it } from 'vitest';

import { fillPoststed } from './poststed.server';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('fillPoststed', () => {
  it('fills an empty town from a known Norwegian postcode', () => {
    expect(fillPoststed(form({ postcode: '2317', city: '', countryCode: 'NO' })).get('city')).toBe(
      'HAMAR',
    );
  });

  it('keeps a typed town, and leaves other countries and unknown postcodes alone', () => {
    expect(
      fillPoststed(form({ postcode: '2317', city: 'Hamar', countryCode: 'NO' })).get('city'),
    ).toBe('Hamar');
    expect(fillPoststed(form({ postcode: '2317', city: '', countryCode: 'SE' })).get('city')).toBe(
      '',
    );
    expect(fillPoststed(form({ postcode: '0000', city: '', countryCode: 'NO' })).get('city')).toBe(
      '',
    );
  });
});
