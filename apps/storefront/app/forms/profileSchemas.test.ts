import { describe, expect, it } from 'vitest';

import { parseForm } from './parseForm';
import {
  changePasswordSchema,
  emailSchema,
  namesSchema,
  profileFormOf,
  profileForms,
} from './profileSchemas';

const rules = { minimumLength: 8, requiredCharacterClasses: 3 };
const required = 'Dette feltet er påkrevd';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

function parse(schema: Parameters<typeof parseForm>[1], values: Record<string, string>) {
  const submission = parseForm(form(values), schema);
  return submission.status === 'success'
    ? { value: submission.value as unknown }
    : { errors: submission.error ?? {} };
}

describe('profileFormOf', () => {
  it('names each profile form and nothing else', () => {
    for (const name of profileForms) expect(profileFormOf(name)).toBe(name);
    for (const other of [null, undefined, '', 'Names', 'delete', 3, ['names']]) {
      expect(profileFormOf(other)).toBeNull();
    }
  });
});

describe('namesSchema', () => {
  it("gives a private customer's trimmed names and no VAT number", () => {
    expect(
      parse(namesSchema({ business: false }), { firstname: ' Kari ', lastname: 'Nordmann ' }),
    ).toEqual({ value: { firstname: 'Kari', lastname: 'Nordmann' } });
  });

  it('requires both names of at least two characters (counted as characters, not bytes)', () => {
    expect(parse(namesSchema({ business: false }), { firstname: '  ', lastname: 'N' })).toEqual({
      errors: { firstname: [required], lastname: ['Må inneholde minst 2 tegn'] },
    });
    expect(parse(namesSchema({ business: false }), { firstname: 'Åø', lastname: 'Li' })).toEqual({
      value: { firstname: 'Åø', lastname: 'Li' },
    });
  });

  it("requires a business customer's VAT number and gives it trimmed", () => {
    const schema = namesSchema({ business: true });
    expect(parse(schema, { firstname: 'Per', lastname: 'Haugen', taxvat: ' ' })).toEqual({
      errors: { taxvat: [required] },
    });
    expect(
      parse(schema, { firstname: 'Per', lastname: 'Haugen', taxvat: ' NO987654321MVA ' }),
    ).toEqual({
      value: {
        firstname: 'Per',
        lastname: 'Haugen',
        taxvat: 'NO987654321MVA',
      },
    });
  });

  it('gives a Norwegian phone number as its 8 digits, and refuses any other', () => {
    const schema = namesSchema({ business: false });
    const names = { firstname: 'Kari', lastname: 'Nordmann' };
    expect(parse(schema, { ...names, phoneNumber: ' +47 912 34 567 ' })).toEqual({
      value: { ...names, phoneNumber: '91234567' },
    });
    for (const phoneNumber of ['912 34 56', '+46 701 23 456', 'telefon']) {
      expect(parse(schema, { ...names, phoneNumber })).toEqual({
        errors: {
          phoneNumber: ['Skriv et norsk telefonnummer med 8 siffer, gjerne med +47 foran.'],
        },
      });
    }
  });

  it("takes a business customer's company type from the list, or none", () => {
    const schema = namesSchema({ business: true });
    const business = { firstname: 'Per', lastname: 'Haugen', taxvat: 'NO987654321MVA' };
    expect(parse(schema, { ...business, companyType: 'ENK' })).toMatchObject({
      value: { companyType: 'ENK' },
    });
    expect(parse(schema, { ...business, companyType: 'Gård' })).toEqual({
      errors: { companyType: ['Velg en selskapsform fra listen.'] },
    });
  });
});

describe('emailSchema', () => {
  const schema = emailSchema({ currentEmail: 'Ola.Nordmann@example.no' });

  it('gives the trimmed address and the password as typed', () => {
    expect(parse(schema, { email: ' kari@example.no ', password: ' Traktor-2024 ' })).toEqual({
      value: { email: 'kari@example.no', password: ' Traktor-2024 ' },
    });
  });

  it('requires the password that confirms the change (spec §5)', () => {
    expect(parse(schema, { email: 'kari@example.no' })).toEqual({
      errors: { password: [required] },
    });
  });

  it('refuses an address that is not one, and the address the account already has', () => {
    expect(parse(schema, { email: 'kari@', password: 'x' })).toEqual({
      errors: { email: ['Ugyldig e-postadresse'] },
    });
    expect(parse(schema, { email: 'ola.nordmann@EXAMPLE.no', password: 'x' })).toEqual({
      errors: { email: ['Dette er allerede e-postadressen din.'] },
    });
  });
});

describe('changePasswordSchema', () => {
  const schema = changePasswordSchema(rules);

  it('gives the passwords as typed', () => {
    expect(
      parse(schema, {
        currentPassword: 'Traktor-2024',
        newPassword: 'Slaamaskin-2025',
        confirmPassword: 'Slaamaskin-2025',
      }),
    ).toEqual({
      value: {
        currentPassword: 'Traktor-2024',
        newPassword: 'Slaamaskin-2025',
        confirmPassword: 'Slaamaskin-2025',
      },
    });
  });

  it('requires every field', () => {
    expect(parse(schema, {})).toEqual({
      errors: {
        currentPassword: [required],
        newPassword: [required],
        confirmPassword: [required],
      },
    });
  });

  it("checks the new password under the store's rules", () => {
    expect(
      parse(schema, { currentPassword: 'x', newPassword: 'Ab-1', confirmPassword: 'Ab-1' }),
    ).toEqual({ errors: { newPassword: ['Passordet må ha minst 8 tegn'] } });
    expect(
      parse(schema, {
        currentPassword: 'x',
        newPassword: 'traktorer',
        confirmPassword: 'traktorer',
      }),
    ).toEqual({
      errors: {
        newPassword: [
          'Passordet må inneholde minst 3 av disse: små bokstaver, store bokstaver, tall og spesialtegn',
        ],
      },
    });
    expect(
      parse(changePasswordSchema({ minimumLength: 12, requiredCharacterClasses: 1 }), {
        currentPassword: 'x',
        newPassword: 'traktorer',
        confirmPassword: 'traktorer',
      }),
    ).toEqual({ errors: { newPassword: ['Passordet må ha minst 12 tegn'] } });
  });

  it("says so when the two new passwords differ (spec §5: 'Passwords don't match')", () => {
    expect(
      parse(schema, {
        currentPassword: 'x',
        newPassword: 'Slaamaskin-2025',
        confirmPassword: 'Slaamaskin-2026',
      }),
    ).toEqual({ errors: { confirmPassword: ['Passordene er ikke like'] } });
  });
});
