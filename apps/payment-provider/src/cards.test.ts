import { describe, expect, it } from 'vitest';

import {
  TEST_CARDS,
  cardBrand,
  cardOutcome,
  cardProblems,
  parseExpiry,
  passesLuhn,
} from './cards.js';

const NOW = new Date('2026-11-21T12:00:00Z');
const card = (overrides: Partial<Parameters<typeof cardProblems>[0]> = {}) => ({
  number: '4242 4242 4242 4242',
  expiryMonth: 12,
  expiryYear: 2028,
  cvc: '123',
  ...overrides,
});

describe('cards', () => {
  it('every test card passes the Luhn check, a changed digit does not', () => {
    const all = [
      ...TEST_CARDS.approved,
      TEST_CARDS.declined,
      TEST_CARDS.insufficientFunds,
      TEST_CARDS.expired,
    ];
    for (const number of [...all, TEST_CARDS.challenge]) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242a24242424242')).toBe(false);
  });

  it('names the brand by the first digits', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Kort');
  });

  it('finds every wrong field of a card', () => {
    expect(cardProblems(card(), NOW)).toEqual([]);
    expect(cardProblems(card({ number: '1234', cvc: '12' }), NOW)).toEqual(['number', 'cvc']);
    expect(cardProblems(card({ expiryMonth: 13 }), NOW)).toEqual(['expiry']);
    expect(cardProblems(card({ expiryMonth: 10, expiryYear: 2026 }), NOW)).toEqual(['expired']);
    expect(cardProblems(card({ expiryMonth: 11, expiryYear: 2026 }), NOW)).toEqual([]);
    expect(cardProblems(card({ number: '378282246310005', cvc: '123' }), NOW)).toEqual(['cvc']);
  });

  it('answers captures of the test cards as the README says', () => {
    expect(cardOutcome(TEST_CARDS.declined)).toBe('decline');
    expect(cardOutcome(TEST_CARDS.insufficientFunds)).toBe('insufficient');
    expect(cardOutcome(TEST_CARDS.expired)).toBe('expired');
    expect(cardOutcome('4111111111111111')).toBe('approve');
  });

  it('reads MM/ÅÅ and MM/ÅÅÅÅ expiries', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry(' 1 / 2031 ')).toEqual({ month: 1, year: 2031 });
    expect(parseExpiry('1230')).toBeNull();
  });
});
