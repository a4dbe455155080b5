import { describe, expect, it } from 'vitest';

import { highestPageNumber, requestedPage } from './requestedPage';

describe('requestedPage', () => {
  it('reads a whole number from 1', () => {
    expect(requestedPage('1')).toBe(1);
    expect(requestedPage('12')).toBe(12);
    expect(requestedPage(' 3 ')).toBe(3);
    expect(requestedPage(String(highestPageNumber))).toBe(highestPageNumber);
  });

  it('takes page 1 for anything that is not a whole number from 1', () => {
    for (const value of [null, '', '0', '-5', 'abc', '1.5', '1e3', '0x10', '%00', '\0']) {
      expect(requestedPage(value)).toBe(1);
    }
  });

  it('has no page for a number past any the API can take', () => {
    expect(requestedPage(String(highestPageNumber + 1))).toBeNull();
    expect(requestedPage('99999999999999')).toBeNull();
    expect(requestedPage('9'.repeat(400))).toBeNull();
  });
});
