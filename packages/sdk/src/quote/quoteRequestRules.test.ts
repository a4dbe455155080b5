import { describe, expect, it } from 'vitest';
import {
  checkQuoteRequest,
  isPhoneNumber,
  quoteRequestFieldProblem,
  quoteRequestFields,
  quoteRequestLimits,
} from './quoteRequestRules';

const typed = {
  sku: ' MA-KR-77305 ',
  quantity: ' 2 ',
  message: '  Levering til Hamar?  ',
  name: ' Kari Nordmann ',
  email: ' kari@example.no ',
  phone: ' +47 912 34 567 ',
};

/** The problems `checkQuoteRequest` finds in `draft` (none: an empty list). */
function problemsOf(draft: Parameters<typeof checkQuoteRequest>[0]) {
  const check = checkQuoteRequest(draft);
  return check.ok ? [] : check.problems;
}

describe('checkQuoteRequest', () => {
  it('passes a request as typed, trimmed, with the quantity as a number', () => {
    expect(checkQuoteRequest(typed)).toEqual({
      ok: true,
      request: {
        sku: 'MA-KR-77305',
        quantity: 2,
        message: 'Levering til Hamar?',
        name: 'Kari Nordmann',
        email: 'kari@example.no',
        phone: '+47 912 34 567',
      },
    });
  });

  it('takes a quantity given as a number, and no message or telephone', () => {
    expect(
      checkQuoteRequest({ sku: 'X', quantity: 5, name: 'Ola', email: 'o@example.no', phone: ' ' }),
    ).toEqual({
      ok: true,
      request: {
        sku: 'X',
        quantity: 5,
        message: null,
        name: 'Ola',
        email: 'o@example.no',
        phone: null,
      },
    });
  });

  it('finds every missing field at once', () => {
    expect(problemsOf({ sku: 'X', quantity: '', name: ' ', email: null })).toEqual([
      { field: 'quantity', reason: 'required' },
      { field: 'name', reason: 'required' },
      { field: 'email', reason: 'required' },
    ]);
    expect(problemsOf({ sku: 'X' })).toHaveLength(3);
  });

  it.each([
    ['1.5', 'not-whole'],
    ['2,5', 'not-whole'],
    ['to', 'not-whole'],
    ['-1', 'not-whole'],
    [1.5, 'not-whole'],
    [Number.NaN, 'not-whole'],
    ['0', 'out-of-range'],
    [0, 'out-of-range'],
    ['10000', 'out-of-range'],
  ] as const)('refuses the quantity %s (%s)', (quantity, reason) => {
    expect(problemsOf({ ...typed, quantity })).toEqual([{ field: 'quantity', reason }]);
  });

  it('takes quantities from 1 to the limit', () => {
    expect(problemsOf({ ...typed, quantity: '1' })).toEqual([]);
    expect(problemsOf({ ...typed, quantity: String(quoteRequestLimits.maxQuantity) })).toEqual([]);
  });

  it('needs a name of 2 to 100 characters, counted as a reader counts them', () => {
    expect(problemsOf({ ...typed, name: 'K' })).toEqual([{ field: 'name', reason: 'too-short' }]);
    expect(problemsOf({ ...typed, name: 'Å'.repeat(101) })).toEqual([
      { field: 'name', reason: 'too-long' },
    ]);
    expect(problemsOf({ ...typed, name: 'Åø' })).toEqual([]);
  });

  it('needs an e-mail address', () => {
    for (const email of ['kari', 'kari@', 'kari@example', 'kari @example.no', '@example.no']) {
      expect(problemsOf({ ...typed, email })).toEqual([{ field: 'email', reason: 'invalid' }]);
    }
    expect(problemsOf({ ...typed, email: `${'a'.repeat(250)}@example.no` })).toEqual([
      { field: 'email', reason: 'too-long' },
    ]);
  });

  it('refuses a telephone number that is not one', () => {
    for (const phone of ['1234', 'ring meg', '91.23.45.67', '1'.repeat(16)]) {
      expect(problemsOf({ ...typed, phone })).toEqual([{ field: 'phone', reason: 'invalid' }]);
    }
  });

  it('takes a message of up to 2 000 characters, an emoji counting as one', () => {
    expect(problemsOf({ ...typed, message: '🚜'.repeat(2000) })).toEqual([]);
    expect(problemsOf({ ...typed, message: 'x'.repeat(2001) })).toEqual([
      { field: 'message', reason: 'too-long' },
    ]);
  });
});

describe('quoteRequestFieldProblem', () => {
  it('checks one field alone, as the whole check does', () => {
    expect(quoteRequestFieldProblem('quantity', ' 3 ')).toBeNull();
    expect(quoteRequestFieldProblem('quantity', undefined)).toEqual({
      field: 'quantity',
      reason: 'required',
    });
    expect(quoteRequestFieldProblem('name', 'K')).toEqual({ field: 'name', reason: 'too-short' });
    expect(quoteRequestFieldProblem('email', ' ')).toEqual({ field: 'email', reason: 'required' });
    expect(quoteRequestFieldProblem('phone', '')).toBeNull();
    expect(quoteRequestFieldProblem('phone', 12345678)).toBeNull();
    expect(quoteRequestFieldProblem('message', null)).toBeNull();
  });

  it('lists the problems of a whole request in the fields’ order', () => {
    expect(quoteRequestFields).toEqual(['quantity', 'message', 'name', 'email', 'phone']);
    expect(
      problemsOf({ sku: 'X', quantity: 'x', message: 'x'.repeat(2001), email: 'a', phone: '1' }),
    ).toEqual([
      { field: 'quantity', reason: 'not-whole' },
      { field: 'message', reason: 'too-long' },
      { field: 'name', reason: 'required' },
      { field: 'email', reason: 'invalid' },
      { field: 'phone', reason: 'invalid' },
    ]);
  });
});

describe('isPhoneNumber', () => {
  it.each(['91234567', '+47 912 34 567', '(+47) 62-00-00-00', '004791234567'])(
    'takes %s',
    (phone) => expect(isPhoneNumber(phone)).toBe(true),
  );
  it.each(['1234567', '1234567890123456', '912 34 567 ext. 2'])('refuses %s', (phone) =>
    expect(isPhoneNumber(phone)).toBe(false),
  );
});
