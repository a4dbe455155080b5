import { describe, expect, it } from 'vitest';

import { createVippsPayments } from './vippsPayments.js';
import { normaliseNorwegianMobile } from './vippsPhone.js';

describe('normaliseNorwegianMobile', () => {
  it('takes eight digits beginning with 4 or 9, with or without +47 or 0047', () => {
    expect(normaliseNorwegianMobile('41234567')).toBe('41234567');
    expect(normaliseNorwegianMobile('+47 912 34 567')).toBe('91234567');
    expect(normaliseNorwegianMobile('0047 412-34-567')).toBe('41234567');
  });

  it('refuses landlines, foreign numbers and wrong lengths', () => {
    for (const text of ['22334455', '+46 41234567', '4123456', '412345678', '', 'abc12345']) {
      expect(normaliseNorwegianMobile(text)).toBeNull();
    }
  });
});

describe('Vipps payments', () => {
  let time = 1_000_000;
  const now = () => time;
  const fresh = () => createVippsPayments({ now, timeoutMs: 60_000 });
  const payment = {
    reference: 'vipps-cart-1-a',
    amount: 528,
    currency: 'NOK',
    phone: '41234567',
    returnUrl: 'http://shop.test/checkout/vipps-retur',
    merchant: 'Agri Deler',
  };

  it('captures an approved payment once per shop reference, at most its amount', () => {
    const book = fresh();
    expect(book.create(payment)?.state).toBe('CREATED');
    expect(book.create(payment)).toBeNull();
    const early = book.capture({ ...payment, shopReference: 'cart-1' });
    expect(early).toEqual({ status: 'declined', reason: 'vipps_not_approved' });
    expect(book.decide(payment.reference, 'approve')?.state).toBe('AUTHORIZED');
    // "Not yet" is not kept as the answer; once approved, the shop's key gets one answer.
    const first = book.capture({ ...payment, shopReference: 'cart-1' });
    expect(first.status).toBe('approved');
    expect(book.capture({ ...payment, shopReference: 'cart-1' })).toEqual(first);
    // The same authorisation never pays a second order.
    expect(book.capture({ ...payment, shopReference: 'cart-2' })).toEqual({
      status: 'declined',
      reason: 'reference_reused',
    });
  });

  it('refuses more than was approved, another currency, and an unknown payment', () => {
    const book = fresh();
    book.create(payment);
    book.decide(payment.reference, 'approve');
    expect(book.capture({ ...payment, amount: 528.01, shopReference: 'a' })).toMatchObject({
      reason: 'amount_exceeds_authorisation',
    });
    expect(book.capture({ ...payment, currency: 'SEK', shopReference: 'b' })).toMatchObject({
      reason: 'currency_mismatch',
    });
    expect(book.capture({ ...payment, reference: 'vipps-none', shopReference: 'c' })).toMatchObject(
      { reason: 'vipps_unknown' },
    );
  });

  it('a cancelled payment stays cancelled and is never captured', () => {
    const book = fresh();
    book.create(payment);
    expect(book.decide(payment.reference, 'cancel')?.state).toBe('ABORTED');
    expect(book.decide(payment.reference, 'approve')?.state).toBe('ABORTED');
    expect(book.capture({ ...payment, shopReference: 'x' })).toMatchObject({
      reason: 'vipps_cancelled',
    });
  });

  it('expires when not approved in time, and cannot be approved after', () => {
    const book = fresh();
    book.create(payment);
    time += 59_999;
    expect(book.get(payment.reference)?.state).toBe('CREATED');
    time += 1;
    expect(book.get(payment.reference)?.state).toBe('EXPIRED');
    expect(book.decide(payment.reference, 'approve')?.state).toBe('EXPIRED');
    expect(book.capture({ ...payment, shopReference: 'y' })).toMatchObject({
      reason: 'vipps_expired',
    });
  });

  it('gives a capture back, after which the same order may capture again', () => {
    const book = fresh();
    book.create(payment);
    book.decide(payment.reference, 'approve');
    const first = book.capture({ ...payment, shopReference: 'cart-9' });
    if (first.status !== 'approved') throw new Error('expected approval');
    expect(book.cancel(first.transactionId)).toBe(true);
    expect(book.cancel(first.transactionId)).toBe(false);
    expect(book.capture({ ...payment, shopReference: 'cart-9' }).status).toBe('approved');
  });
});
