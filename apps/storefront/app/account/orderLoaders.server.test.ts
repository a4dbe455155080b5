import { describe, expect, it } from 'vitest';

import { requestedPage } from './orderLoaders.server';

describe('requestedPage', () => {
  it('reads ?page= as a whole number from 1', () => {
    expect(requestedPage(new URL('http://shop/customer/order-history?page=3'))).toBe(3);
    expect(requestedPage(new URL('http://shop/customer/order-history'))).toBe(1);
  });

  it('takes anything else as page 1', () => {
    for (const page of ['0', '-2', '1.5', 'to', '', '1e400', '9007199254740993']) {
      expect(requestedPage(new URL(`http://shop/?page=${page}`)), page).toBe(1);
    }
  });
});
