import { describe, expect, it } from 'vitest';

import { plateChoiceEvents, readPlateRequest } from './plateRequest';

const read = (query: string) => readPlateRequest(new URLSearchParams(query));

describe('readPlateRequest', () => {
  it('is null without a licensePlate parameter', () => {
    expect(read('')).toBeNull();
    expect(read('mode=plate')).toBeNull();
  });

  it('keeps the plate as typed, even empty', () => {
    expect(read('licensePlate=')).toEqual({
      plate: '',
      brand: null,
      finderId: null,
      modelId: null,
    });
    expect(read('licensePlate=ax%201234')?.plate).toBe('ax 1234');
  });

  it('cuts an absurdly long field at 200 characters', () => {
    expect(read(`licensePlate=${'A'.repeat(5000)}`)?.plate).toHaveLength(200);
  });

  it('reads the choices, ignoring empty brands and ids that are not whole positive numbers', () => {
    expect(read('licensePlate=AX1&brand=%20Fendt%20&finderId=2&modelId=14')).toEqual({
      plate: 'AX1',
      brand: 'Fendt',
      finderId: 2,
      modelId: 14,
    });
    for (const bad of ['', '0', '-1', '1.5', 'abc', '1e3', '12345678901', ' 3']) {
      const request = read(
        `licensePlate=AX1&brand=&finderId=${encodeURIComponent(bad)}&modelId=${encodeURIComponent(bad)}`,
      );
      expect(request).toEqual({ plate: 'AX1', brand: null, finderId: null, modelId: null });
    }
  });
});

describe('plateChoiceEvents', () => {
  const base = { plate: 'AX1', brand: null, finderId: null, modelId: null };

  it('is empty when nothing was chosen', () => {
    expect(plateChoiceEvents(base)).toEqual([]);
  });

  it('replays brand, finder and model in the order the selects open, then Show', () => {
    expect(plateChoiceEvents({ ...base, modelId: 4, brand: 'MF', finderId: 2 })).toEqual([
      { type: 'choose-brand', brand: 'MF' },
      { type: 'choose-finder', finderId: 2 },
      { type: 'choose-model', modelId: 4 },
      { type: 'confirm' },
    ]);
    expect(plateChoiceEvents({ ...base, finderId: 3 })).toEqual([
      { type: 'choose-finder', finderId: 3 },
      { type: 'confirm' },
    ]);
  });
});
