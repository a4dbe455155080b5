import { describe, expect, it } from 'vitest';
import { Refusal } from '../errors/refusal.js';
import { isPhoneNumber, validQuoteRequest, type QuoteRequestInput } from './quoteRequestRules.js';

const guest: QuoteRequestInput = {
  sku: 'MA-KV-12345',
  quantity: 2,
  message: '  Levering til Hamar?  ',
  name: ' Kari Nordmann ',
  email: ' kari@example.no ',
  phone: '+47 912 34 567',
};

/** The refusal `validQuoteRequest` throws for `input`, as code and parameters. */
function refusalOf(input: QuoteRequestInput, defaults?: Parameters<typeof validQuoteRequest>[1]) {
  try {
    validQuoteRequest(input, defaults);
  } catch (error) {
    if (error instanceof Refusal) return { code: error.code, params: error.params };
    throw error;
  }
  throw new Error('The request was not refused');
}

describe('validQuoteRequest', () => {
  it('keeps a guest request trimmed', () => {
    expect(validQuoteRequest(guest)).toEqual({
      sku: 'MA-KV-12345',
      quantity: 2,
      message: 'Levering til Hamar?',
      name: 'Kari Nordmann',
      email: 'kari@example.no',
      phone: '+47 912 34 567',
    });
  });

  it('reads an empty message and telephone as none', () => {
    const request = validQuoteRequest({ ...guest, message: '   ', phone: '' });
    expect(request.message).toBeNull();
    expect(request.phone).toBeNull();
  });

  it('fills in a signed-in customer’s details where the input leaves them out', () => {
    const defaults = { name: 'Ola Nordmann', email: 'ola@example.no', phone: '62000000' };
    expect(
      validQuoteRequest({ sku: 'X', quantity: 1, name: null, email: '', phone: null }, defaults),
    ).toMatchObject({ name: 'Ola Nordmann', email: 'ola@example.no', phone: '62000000' });
    // What the buyer typed wins.
    expect(validQuoteRequest(guest, defaults)).toMatchObject({
      name: 'Kari Nordmann',
      email: 'kari@example.no',
    });
  });

  it('names every missing field at once', () => {
    expect(refusalOf({ sku: ' ', quantity: 1, name: '', email: null })).toEqual({
      code: 'REQUIRED_PARAMETER_MISSING',
      params: { fields: ['sku', 'name', 'email'] },
    });
  });

  it.each([0, -1, 1.5, 10_000, Number.NaN])('refuses the quantity %s', (quantity) => {
    expect(refusalOf({ ...guest, quantity })).toEqual({
      code: 'INVALID_PARAMETER_VALUE',
      params: { field: 'quantity' },
    });
  });

  it('takes quantities from 1 to 9 999', () => {
    expect(validQuoteRequest({ ...guest, quantity: 1 }).quantity).toBe(1);
    expect(validQuoteRequest({ ...guest, quantity: 9999 }).quantity).toBe(9999);
  });

  it('needs a name of 2 to 100 characters', () => {
    expect(refusalOf({ ...guest, name: 'K' })).toEqual({
      code: 'INVALID_PARAMETER_VALUE',
      params: { field: 'name' },
    });
    expect(refusalOf({ ...guest, name: 'å'.repeat(101) })).toEqual({
      code: 'FIELD_TOO_LONG',
      params: { field: 'name', max_length: 100 },
    });
    expect(validQuoteRequest({ ...guest, name: 'Åø' }).name).toBe('Åø');
  });

  it('needs a well-formed e-mail address', () => {
    expect(refusalOf({ ...guest, email: 'kari@' })).toEqual({ code: 'INVALID_EMAIL', params: {} });
    expect(refusalOf({ ...guest, email: `${'a'.repeat(250)}@example.no` })).toEqual({
      code: 'FIELD_TOO_LONG',
      params: { field: 'email', max_length: 254 },
    });
  });

  it('refuses a telephone number that is not one', () => {
    expect(refusalOf({ ...guest, phone: '1234' })).toEqual({
      code: 'INVALID_PARAMETER_VALUE',
      params: { field: 'phone' },
    });
  });

  it('counts the message in characters, up to 2 000', () => {
    expect(validQuoteRequest({ ...guest, message: '🚜'.repeat(2000) }).message).toHaveLength(4000);
    expect(refusalOf({ ...guest, message: 'x'.repeat(2001) })).toEqual({
      code: 'FIELD_TOO_LONG',
      params: { field: 'message', max_length: 2000 },
    });
  });
});

describe('isPhoneNumber', () => {
  it.each(['91234567', '+47 912 34 567', '(+47) 62-00-00-00', '004791234567'])(
    'takes %s',
    (phone) => expect(isPhoneNumber(phone)).toBe(true),
  );
  it.each(['1234567', '1234567890123456', '912 34 567 ext. 2', '91.23.45.67', 'ring meg'])(
    'refuses %s',
    (phone) => expect(isPhoneNumber(phone)).toBe(false),
  );
});
