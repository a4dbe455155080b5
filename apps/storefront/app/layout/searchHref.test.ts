import { describe, expect, it } from 'vitest';

import { searchHref } from './searchHref';

describe('searchHref', () => {
  it('trims the term and encodes it for the query string', () => {
    expect(searchHref('  3595854 M1 ')).toBe('/search?term=3595854%20M1');
    expect(searchHref('filter & olje')).toBe('/search?term=filter%20%26%20olje');
  });
});
