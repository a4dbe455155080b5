import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, parsePhoneNumber } from './phoneNumber';

describe('parsePhoneNumber', () => {
  it.each([
    ['91234567', '91234567'],
    ['912 34 567', '91234567'],
    ['+47 912 34 567', '91234567'],
    ['+4791234567', '91234567'],
    ['0047 62 34 56 78', '62345678'],
    [' 62-34-56-78 ', '62345678'],
  ])('reads %j as %s', (text, digits) => {
    expect(parsePhoneNumber(text)).toBe(digits);
  });

  it.each(['', '9123456', '912345678', '+46 912 34 567', '47 91234567', '+47', 'telefon'])(
    'refuses %j',
    (text) => {
      expect(parsePhoneNumber(text)).toBeNull();
    },
  );
});

describe('formatPhoneNumber', () => {
  it('groups a mobile number 3-2-3 and any other 2-2-2-2', () => {
    expect(formatPhoneNumber('+4791234567')).toBe('912 34 567');
    expect(formatPhoneNumber('41234567')).toBe('412 34 567');
    expect(formatPhoneNumber('62345678')).toBe('62 34 56 78');
  });

  it('leaves a text that is no number as it is', () => {
    expect(formatPhoneNumber('1234')).toBe('1234');
  });
});
