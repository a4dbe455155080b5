import { describe, expect, it } from 'vitest';
import { Refusal } from '../errors/refusal.js';
import { companyTypeInput, phoneNumber, phoneNumberInput } from './customerContact.js';

describe('phoneNumber', () => {
  it.each([
    ['91234567', '91234567'],
    ['912 34 567', '91234567'],
    ['+47 912 34 567', '91234567'],
    ['+4791234567', '91234567'],
    ['0047 62 34 56 78', '62345678'],
    ['62.34.56.78', '62345678'],
  ])('reads %s as %s', (text, digits) => {
    expect(phoneNumber(text)).toBe(digits);
  });

  it.each(['9123456', '912345678', '+46 912 34 567', '+47 9123 456', 'abcdefgh', '47 91234567'])(
    'refuses %s',
    (text) => {
      expect(phoneNumber(text)).toBeNull();
    },
  );
});

describe('phoneNumberInput', () => {
  it('leaves out, removes or stores the digits', () => {
    expect(phoneNumberInput(undefined)).toBeUndefined();
    expect(phoneNumberInput(null)).toBeNull();
    expect(phoneNumberInput('  ')).toBeNull();
    expect(phoneNumberInput('+47 912 34 567')).toBe('91234567');
  });

  it('refuses anything else with INVALID_PHONE_NUMBER', () => {
    const refusal = (() => {
      try {
        phoneNumberInput('1234');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal).toMatchObject({
      code: 'INVALID_PHONE_NUMBER',
      params: { field: 'phone_number' },
    });
  });
});

describe('companyTypeInput', () => {
  it('stores a known code in upper case, removes an empty one', () => {
    expect(companyTypeInput(' as ')).toBe('AS');
    expect(companyTypeInput('ENK')).toBe('ENK');
    expect(companyTypeInput('')).toBeNull();
    expect(companyTypeInput(undefined)).toBeUndefined();
  });

  it('refuses an unknown code with INVALID_COMPANY_TYPE', () => {
    expect(() => companyTypeInput('Gård')).toThrow(
      expect.objectContaining({ code: 'INVALID_COMPANY_TYPE' }),
    );
  });
});
