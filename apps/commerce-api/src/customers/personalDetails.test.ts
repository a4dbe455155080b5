import { describe, expect, it } from 'vitest';
import { Refusal } from '../errors/refusal.js';
import {
  dateOfBirthInput,
  genderInput,
  namePartColumns,
  namePartInput,
} from './personalDetails.js';

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof Refusal) return { code: error.code, ...error.params };
    throw error;
  }
  throw new Error('not refused');
};

describe('dateOfBirthInput', () => {
  // 23:30 UTC on 31 December is already 1 January in Oslo.
  const now = new Date('2025-12-31T23:30:00Z');

  it('keeps a real past day, and reads a time after it as Magento sends it', () => {
    expect(dateOfBirthInput({ date_of_birth: '1980-02-29' }, now)).toBe('1980-02-29');
    expect(dateOfBirthInput({ date_of_birth: ' 1975-12-31 00:00:00 ' }, now)).toBe('1975-12-31');
    expect(dateOfBirthInput({ date_of_birth: '1975-12-31T00:00:00Z' }, now)).toBe('1975-12-31');
    expect(dateOfBirthInput({ date_of_birth: '1900-01-01' }, now)).toBe('1900-01-01');
  });

  it('reads the older dob only when date_of_birth is left out', () => {
    expect(dateOfBirthInput({ dob: '1970-01-01' }, now)).toBe('1970-01-01');
    expect(dateOfBirthInput({ date_of_birth: '1971-01-01', dob: '1970-01-01' }, now)).toBe(
      '1971-01-01',
    );
    expect(dateOfBirthInput({ date_of_birth: null, dob: '1970-01-01' }, now)).toBeNull();
    expect(dateOfBirthInput({}, now)).toBeUndefined();
    expect(dateOfBirthInput({ date_of_birth: '  ' }, now)).toBeNull();
  });

  it('refuses other formats, days not on the calendar, today and later, and before 1900', () => {
    expect(refusalOf(() => dateOfBirthInput({ date_of_birth: '17.05.1980' }, now))).toEqual({
      code: 'INVALID_DATE_OF_BIRTH',
      field: 'date_of_birth',
      reason: 'format',
    });
    for (const [date, reason] of [
      ['1980-5-17', 'format'],
      ['1981-02-29', 'not-a-date'],
      ['1980-04-31', 'not-a-date'],
      ['1980-13-01', 'not-a-date'],
      // Today in Oslo, though still yesterday in UTC.
      ['2026-01-01', 'future'],
      ['2025-12-31', undefined],
      ['1899-12-31', 'too-early'],
    ] as const) {
      if (reason === undefined) {
        expect(dateOfBirthInput({ date_of_birth: date }, now)).toBe(date);
      } else {
        expect(refusalOf(() => dateOfBirthInput({ date_of_birth: date }, now))).toMatchObject({
          reason,
        });
      }
    }
  });
});

describe('genderInput and the name parts', () => {
  it("takes Magento's gender codes 1, 2 and 3, and null to remove", () => {
    expect([1, 2, 3].map((code) => genderInput(code))).toEqual([1, 2, 3]);
    expect(genderInput(null)).toBeNull();
    expect(genderInput(undefined)).toBeUndefined();
    expect(refusalOf(() => genderInput(0))).toEqual({
      code: 'INVALID_GENDER',
      field: 'gender',
      allowed: [1, 2, 3],
    });
  });

  it('trims name parts, empties them to null and refuses more than 255 characters', () => {
    expect(namePartInput('  Dr. ', 'prefix')).toBe('Dr.');
    expect(namePartInput('', 'suffix')).toBeNull();
    expect(namePartInput(null, 'suffix')).toBeNull();
    expect(namePartInput(undefined, 'suffix')).toBeUndefined();
    expect(refusalOf(() => namePartInput('x'.repeat(256), 'middlename'))).toEqual({
      code: 'FIELD_TOO_LONG',
      field: 'middlename',
      max_length: 255,
    });
    expect(namePartColumns({ prefix: 'Fru', middlename: '' })).toEqual({
      prefix: 'Fru',
      middlename: null,
    });
  });
});
