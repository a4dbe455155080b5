import { describe, expect, it } from 'vitest';

import { TEST_CARDS } from './cards.js';
import { createPaymentLedger } from './paymentLedger.js';

const card = (digits: string) => ({ digits, expiryMonth: 12, expiryYear: 2030 });
const NOK = (amount: number) => ({ amount, currency: 'NOK' });

function ledgerAt(start = 1_000_000) {
  let time = start;
  const ledger = createPaymentLedger({ now: () => time, tokenLifetimeMs: 60_000 });
  return { ledger, advance: (ms: number) => (time += ms) };
}

describe('payment ledger', () => {
  it('verifies a token as brand, last four, expiry and the confirmed amount', () => {
    const { ledger } = ledgerAt();
    const token = ledger.issue(card('4242424242424242'), NOK(1250.5));
    expect(ledger.verify(token)).toEqual({
      brand: 'Visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
      amount: 1250.5,
      currency: 'NOK',
    });
    expect(ledger.verify('tok_nothing')).toBe('token_unknown');
  });

  it('captures a token once; the same reference gets the same answer, another is refused', () => {
    const { ledger } = ledgerAt();
    const token = ledger.issue(card('4242424242424242'), NOK(100));
    const first = ledger.capture({ token, ...NOK(100), reference: 'cart-1' });
    expect(first.status).toBe('approved');
    expect(ledger.capture({ token, ...NOK(100), reference: 'cart-1' })).toEqual(first);
    expect(ledger.capture({ token, ...NOK(100), reference: 'cart-2' })).toEqual({
      status: 'declined',
      reason: 'token_used',
    });
    expect(ledger.verify(token)).toBe('token_used');
  });

  it('never charges a second card for a reference that is paid', () => {
    const { ledger } = ledgerAt();
    const one = ledger.issue(card('4242424242424242'), NOK(100));
    const two = ledger.issue(card('5555555555554444'), NOK(100));
    expect(ledger.capture({ token: one, ...NOK(100), reference: 'cart-1' }).status).toBe(
      'approved',
    );
    expect(ledger.capture({ token: two, ...NOK(100), reference: 'cart-1' })).toEqual({
      status: 'declined',
      reason: 'reference_reused',
    });
  });

  it('lets another card pay after a decline', () => {
    const { ledger } = ledgerAt();
    const bad = ledger.issue(card(TEST_CARDS.declined), NOK(100));
    const good = ledger.issue(card('4242424242424242'), NOK(100));
    expect(ledger.capture({ token: bad, ...NOK(100), reference: 'cart-1' })).toEqual({
      status: 'declined',
      reason: 'declined',
    });
    expect(ledger.capture({ token: good, ...NOK(100), reference: 'cart-1' }).status).toBe(
      'approved',
    );
  });

  it('declines a card its issuer says has expired (the token is spent, as any answer spends it)', () => {
    const { ledger } = ledgerAt();
    const token = ledger.issue(card(TEST_CARDS.expired), NOK(100));
    expect(ledger.capture({ token, ...NOK(100), reference: 'cart-1' })).toEqual({
      status: 'declined',
      reason: 'expired_card',
    });
    expect(ledger.verify(token)).toBe('token_used');
  });

  it('declines insufficient funds, more than was confirmed, another currency, an expired token', () => {
    const { ledger, advance } = ledgerAt();
    const poor = ledger.issue(card(TEST_CARDS.insufficientFunds), NOK(100));
    expect(ledger.capture({ token: poor, ...NOK(100), reference: 'a' })).toMatchObject({
      reason: 'insufficient_funds',
    });
    const token = ledger.issue(card('4242424242424242'), NOK(100));
    expect(ledger.capture({ token, ...NOK(100.01), reference: 'b' })).toMatchObject({
      reason: 'amount_exceeds_authorisation',
    });
    expect(ledger.capture({ token, amount: 100, currency: 'SEK', reference: 'c' })).toMatchObject({
      reason: 'currency_mismatch',
    });
    advance(60_000);
    expect(ledger.capture({ token, ...NOK(99), reference: 'd' })).toMatchObject({
      reason: 'token_expired',
    });
  });

  it('a cancelled payment frees the token and the reference for a retried order', () => {
    const { ledger } = ledgerAt();
    const token = ledger.issue(card('4242424242424242'), NOK(100));
    const first = ledger.capture({ token, ...NOK(100), reference: 'cart-1' });
    if (first.status !== 'approved') throw new Error('approved expected');
    expect(ledger.cancel(first.transactionId)).toBe(true);
    const again = ledger.capture({ token, ...NOK(100), reference: 'cart-1' });
    expect(again.status).toBe('approved');
    expect(again).not.toEqual(first);
  });

  it('grants credit up to the limit, once per reference', () => {
    const { ledger } = ledgerAt();
    const granted = ledger.credit({ ...NOK(50_000), reference: 'cart-1' });
    expect(granted.status).toBe('approved');
    expect(ledger.credit({ ...NOK(50_000), reference: 'cart-1' })).toEqual(granted);
    expect(ledger.credit({ ...NOK(50_000.01), reference: 'cart-2' })).toMatchObject({
      reason: 'credit_limit_exceeded',
    });
  });
});
