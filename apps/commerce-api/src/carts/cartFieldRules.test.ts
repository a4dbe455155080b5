import { describe, expect, it } from 'vitest';
import { guestEmail, MAX_ORDER_FIELD_LENGTH, orderField } from './cartFieldRules.js';

describe('orderField', () => {
  it('keeps a reference trimmed, and an empty one as none', () => {
    expect(orderField('  PO-4711 ', 'customer_ref')).toBe('PO-4711');
    expect(orderField('   ', 'customer_ref')).toBeNull();
    expect(orderField(null, 'customer_ref')).toBeNull();
  });
  it(`refuses more than ${MAX_ORDER_FIELD_LENGTH} characters, naming the field and the limit`, () => {
    expect(orderField('x'.repeat(MAX_ORDER_FIELD_LENGTH), 'customer_ref')).toHaveLength(100);
    expect(() => orderField('x'.repeat(101), 'customer_order_no')).toThrow(
      expect.objectContaining({
        code: 'FIELD_TOO_LONG',
        params: { field: 'customer_order_no', max_length: MAX_ORDER_FIELD_LENGTH },
      }),
    );
  });
});

describe('guestEmail', () => {
  it('takes an address trimmed', () => {
    expect(guestEmail(' ola@example.no ')).toBe('ola@example.no');
  });
  it("refuses what is not an address with Magento's message", () => {
    for (const bad of ['', 'ola', 'ola@example', 'ola @example.no', null]) {
      expect(() => guestEmail(bad)).toThrow(
        expect.objectContaining({ code: 'INVALID_EMAIL', message: 'Invalid email format' }),
      );
    }
  });
});
