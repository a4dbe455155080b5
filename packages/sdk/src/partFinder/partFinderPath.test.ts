import { describe, expect, it } from 'vitest';
import { partFinderPath } from './partFinderPath';

describe('partFinderPath', () => {
  it.each([
    [
      { finder: 'traktor', brand: 'massey-ferguson', model: '6480' },
      '/parts/traktor/massey-ferguson/6480',
    ],
    [{ finder: 'traktor', brand: 'massey-ferguson' }, '/parts/traktor/massey-ferguson'],
    [
      { finder: 'traktor', brand: 'massey-ferguson', model: null },
      '/parts/traktor/massey-ferguson',
    ],
    [{ finder: 'traktor' }, '/parts/traktor'],
    [{ finder: 'traktor', brand: null, model: '6480' }, '/parts/traktor'],
    [{ finder: 'traktor', brand: '', model: '6480' }, '/parts/traktor'],
    [{ brand: 'massey-ferguson', model: '6480' }, '/parts'],
    [{ finder: '', brand: 'x' }, '/parts'],
    [{}, '/parts'],
    [{ finder: 'a b', brand: 'æ/ø', model: '6R 150' }, '/parts/a%20b/%C3%A6%2F%C3%B8/6R%20150'],
  ])('%j → %s', (slugs, path) => {
    expect(partFinderPath(slugs)).toBe(path);
  });
});
