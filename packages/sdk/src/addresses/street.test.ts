import { describe, expect, it } from 'vitest';
import { joinStreet, splitStreet } from './street';

describe('splitStreet', () => {
  it('names the four lines by position', () => {
    expect(splitStreet(['Storgata 1', 'H0201', 'Sentrum', 'Ring på'])).toEqual({
      street: 'Storgata 1',
      apartment: 'H0201',
      neighborhood: 'Sentrum',
      extra: 'Ring på',
    });
  });

  it('gives empty strings for missing and null lines', () => {
    expect(splitStreet([])).toEqual({ street: '', apartment: '', neighborhood: '', extra: '' });
    expect(splitStreet(['Storgata 1'])).toEqual({
      street: 'Storgata 1',
      apartment: '',
      neighborhood: '',
      extra: '',
    });
    expect(splitStreet([null, undefined, 'Sentrum'])).toEqual({
      street: '',
      apartment: '',
      neighborhood: 'Sentrum',
      extra: '',
    });
  });

  it('trims each line', () => {
    expect(splitStreet(['  Storgata 1 ', ' H0201'])).toMatchObject({
      street: 'Storgata 1',
      apartment: 'H0201',
    });
  });

  it('adds lines past the fourth to extra', () => {
    expect(splitStreet(['a', 'b', 'c', 'd', '', 'e']).extra).toBe('d, e');
    expect(splitStreet(['a', 'b', 'c', '', 'e']).extra).toBe('e');
  });
});

describe('joinStreet', () => {
  it('lists the lines in order', () => {
    expect(
      joinStreet({ street: 'Storgata 1', apartment: 'H0201', neighborhood: 'Sentrum', extra: 'x' }),
    ).toEqual(['Storgata 1', 'H0201', 'Sentrum', 'x']);
  });

  it('leaves out empty lines at the end only', () => {
    expect(joinStreet({ street: 'Storgata 1', apartment: ' ', neighborhood: '' })).toEqual([
      'Storgata 1',
    ]);
    expect(joinStreet({ street: 'Storgata 1', extra: 'Bak låven' })).toEqual([
      'Storgata 1',
      '',
      '',
      'Bak låven',
    ]);
    expect(joinStreet({})).toEqual([]);
  });

  it('round-trips with splitStreet', () => {
    const lines = ['Storgata 1', '', 'Sentrum'];
    expect(joinStreet(splitStreet(lines))).toEqual(lines);
  });
});
