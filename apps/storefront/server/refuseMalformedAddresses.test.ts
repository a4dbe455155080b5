import { describe, expect, it } from 'vitest';

import { isMalformedAddress } from './refuseMalformedAddresses';

describe('isMalformedAddress', () => {
  it('refuses a NUL anywhere in the path or the query string, and a path that does not decode', () => {
    for (const url of [
      '/%00',
      '/p/%00',
      '/parts/%00',
      '/aktuelt/%00',
      '/p/ab%00cd',
      '/%E0%A4%A',
      '/parts/%E0%A4%A',
      '/%',
      '/search?term=%00',
      '/parts?finder=%00&brand=x',
      '/search?term=olje&%00=1',
      '/graphql?query=%7Bok%7D&variables=%7B%22a%22%3A%22%00%22%7D',
    ]) {
      expect(isMalformedAddress(url), url).toBe(true);
    }
  });

  it('lets ordinary addresses through, encoded text and broken query encodings too', () => {
    for (const url of [
      '/',
      '/p/3595854M1',
      '/traktordeler.html?page=2',
      '/search?term=%C3%B8lje+filter',
      '/search?term=%2500',
      '/search?term=%E0%A4%A',
      '/aktuelt/%C3%A5rets-nyheter',
    ]) {
      expect(isMalformedAddress(url), url).toBe(false);
    }
  });
});
