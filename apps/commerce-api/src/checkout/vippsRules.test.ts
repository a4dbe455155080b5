import { describe, expect, it } from 'vitest';

import {
  checkedVippsInput,
  norwegianMobile,
  vippsReference,
  vippsReturnUrl,
} from './vippsRules.js';

describe('norwegianMobile', () => {
  it('takes 8 digits beginning with 4 or 9, with an optional +47 or 0047', () => {
    expect(norwegianMobile('41234567')).toBe('41234567');
    expect(norwegianMobile(' +47 912 34 567 ')).toBe('91234567');
    expect(norwegianMobile('0047-412.34.567')).toBe('41234567');
  });

  it('refuses landlines, foreign and short or long numbers', () => {
    for (const text of ['22334455', '51234567', '+46 41234567', '4123456', '912345678', '']) {
      expect(norwegianMobile(text)).toBeNull();
    }
  });
});

describe('vippsReturnUrl', () => {
  it('takes http(s) addresses only, without credentials', () => {
    expect(vippsReturnUrl('http://localhost:3000/checkout/vipps-retur')).toBe(
      'http://localhost:3000/checkout/vipps-retur',
    );
    expect(vippsReturnUrl('javascript:alert(1)')).toBeNull();
    expect(vippsReturnUrl('https://a:b@shop.test/')).toBeNull();
    expect(vippsReturnUrl('/checkout')).toBeNull();
  });
});

describe('checkedVippsInput', () => {
  it('refuses a missing input, a wrong phone and a wrong return address with their codes', () => {
    expect(() => checkedVippsInput(null)).toThrow(
      expect.objectContaining({ code: 'REQUIRED_PARAMETER_MISSING' }),
    );
    expect(() =>
      checkedVippsInput({ phone_number: '22 33 44 55', return_url: 'http://shop.test/' }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_PHONE_NUMBER' }));
    expect(() => checkedVippsInput({ phone_number: '41234567', return_url: 'ftp://x' })).toThrow(
      expect.objectContaining({ code: 'INVALID_PARAMETER_VALUE' }),
    );
    expect(
      checkedVippsInput({ phone_number: '+4741234567', return_url: 'http://shop.test/r' }),
    ).toEqual({ phoneNumber: '41234567', returnUrl: 'http://shop.test/r' });
  });
});

it('gives every Vipps payment of a cart its own reference', () => {
  expect(vippsReference(7)).toMatch(/^vipps-7-[0-9a-f]{12}$/);
  expect(vippsReference(7)).not.toBe(vippsReference(7));
});
