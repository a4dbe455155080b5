import { describe, expect, it } from 'vitest';
import { isIgnoredListingParameter } from './ignoredListingParameters';

describe('isIgnoredListingParameter', () => {
  it.each([
    'page',
    'sort',
    'term',
    'itemsPerPage',
    'nyhetsbrev',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_term',
    'utm_content',
    'utm_id',
    'UTM_Source',
    'fbclid',
    'gclid',
    'srsltid',
    'gbraid',
    'wbraid',
    'msclkid',
    'dclid',
    'yclid',
    'mc_cid',
    'mc_eid',
    '_ga',
    '_gl',
    'igshid',
    'ttclid',
    'li_fat_id',
    'ref',
  ])('ignores %s', (name) => {
    expect(isIgnoredListingParameter(name)).toBe(true);
  });

  it.each(['color', 'manufacturer', 'price', 'category_uid', 'ag_produktgruppe', 'reference'])(
    'keeps %s as a filter',
    (name) => {
      expect(isIgnoredListingParameter(name)).toBe(false);
    },
  );
});
