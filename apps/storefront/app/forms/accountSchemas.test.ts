import { describe, expect, it } from 'vitest';

import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from './accountSchemas';
import { passwordProblemMessage } from './fieldRules';
import { parseForm } from './parseForm';

const rules = { minimumLength: 8, requiredCharacterClasses: 3 };

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

/** The errors per field, or the value, of a form parsed as the browser and the action parse it. */
function parse(schema: Parameters<typeof parseForm>[1], values: Record<string, string>) {
  const submission = parseForm(form(values), schema);
  return submission.status === 'success'
    ? { value: submission.value as unknown }
    : { errors: submission.error ?? {} };
}

describe('loginSchema', () => {
  it('gives the trimmed e-mail and the password as typed', () => {
    expect(parse(loginSchema, { email: '  ola@example.no ', password: ' Traktor 2024 ' })).toEqual({
      value: { email: 'ola@example.no', password: ' Traktor 2024 ' },
    });
  });

  it('requires both fields, spaces alone counting as empty for the e-mail', () => {
    expect(parse(loginSchema, { email: '   ', password: '' })).toEqual({
      errors: { email: ['Dette feltet er påkrevd'], password: ['Dette feltet er påkrevd'] },
    });
    expect(parse(loginSchema, {})).toEqual({
      errors: { email: ['Dette feltet er påkrevd'], password: ['Dette feltet er påkrevd'] },
    });
  });

  it('refuses an address that is not an e-mail', () => {
    for (const email of ['ola', 'ola@', '@example.no', 'ola example.no', 'ola@example']) {
      expect(parse(loginSchema, { email, password: 'x' })).toEqual({
        errors: { email: ['Ugyldig e-postadresse'] },
      });
    }
  });
});

const registration = {
  firstname: 'Ola',
  lastname: 'Nordmann',
  email: 'ola@example.no',
  password: 'Traktor-2024',
  confirmPassword: 'Traktor-2024',
};

describe('registerSchema', () => {
  const schema = registerSchema(rules);

  it('gives a private customer without a VAT number and without the newsletter', () => {
    expect(parse(schema, registration)).toEqual({
      value: { ...registration, business: false, isSubscribed: false, taxvat: null },
    });
  });

  it('gives a business customer with the VAT number, and the newsletter when ticked', () => {
    expect(
      parse(schema, {
        ...registration,
        business: 'on',
        taxvat: ' NO987654325MVA ',
        isSubscribed: 'on',
      }),
    ).toEqual({
      value: {
        ...registration,
        business: true,
        isSubscribed: true,
        // The organisation number, its digits only.
        taxvat: '987654325',
      },
    });
  });

  it('requires the VAT number of a business customer, and drops one a private customer left', () => {
    expect(parse(schema, { ...registration, business: 'on', taxvat: '  ' })).toEqual({
      errors: { taxvat: ['Dette feltet er påkrevd'] },
    });
    expect(parse(schema, { ...registration, taxvat: 'NO987654325MVA' })).toMatchObject({
      value: { taxvat: null, business: false },
    });
  });

  it('requires names of at least two characters, not counting spaces around them', () => {
    expect(parse(schema, { ...registration, firstname: ' O ', lastname: '' })).toEqual({
      errors: { firstname: ['Må inneholde minst 2 tegn'], lastname: ['Dette feltet er påkrevd'] },
    });
    expect(parse(schema, { ...registration, firstname: 'Bo', lastname: 'Li' })).toMatchObject({
      value: { firstname: 'Bo', lastname: 'Li' },
    });
  });

  it("shows the password rule's problem in Norwegian", () => {
    const cases: [string, string][] = [
      ['Kort-1', 'Passordet må ha minst 8 tegn'],
      [' Traktor-2024', 'Passordet kan ikke begynne eller slutte med mellomrom'],
      [
        'traktordeler',
        'Passordet må inneholde minst 3 av disse: små bokstaver, store bokstaver, tall og spesialtegn',
      ],
    ];
    for (const [password, message] of cases) {
      expect(parse(schema, { ...registration, password, confirmPassword: password })).toEqual({
        errors: { password: [message] },
      });
    }
  });

  it("says when the passwords don't match, on the confirmation", () => {
    expect(parse(schema, { ...registration, confirmPassword: 'Traktor-2025' })).toEqual({
      errors: { confirmPassword: ['Passordene er ikke like'] },
    });
  });

  it('reports every field at once', () => {
    const result = parse(schema, { business: 'on' });
    expect(Object.keys(result.errors ?? {}).sort()).toEqual([
      'confirmPassword',
      'email',
      'firstname',
      'lastname',
      'password',
      'taxvat',
    ]);
  });
});

describe('forgotPasswordSchema', () => {
  it('needs an e-mail address', () => {
    expect(parse(forgotPasswordSchema, { email: ' ola@example.no' })).toEqual({
      value: { email: 'ola@example.no' },
    });
    expect(parse(forgotPasswordSchema, { email: 'ola' })).toEqual({
      errors: { email: ['Ugyldig e-postadresse'] },
    });
  });
});

describe('resetPasswordSchema', () => {
  const schema = resetPasswordSchema(rules);
  const reset = {
    email: 'ola@example.no',
    token: 'abc',
    password: 'Traktor-2025',
    confirmPassword: 'Traktor-2025',
  };

  it('gives the e-mail, the token and the new password', () => {
    expect(parse(schema, reset)).toEqual({ value: reset });
  });

  it('needs the token of the link, a good password and the same password twice', () => {
    expect(
      parse(schema, { ...reset, token: '', password: 'kort', confirmPassword: 'annet' }),
    ).toEqual({
      errors: { token: ['Dette feltet er påkrevd'], password: ['Passordet må ha minst 8 tegn'] },
    });
    expect(parse(schema, { ...reset, confirmPassword: 'Traktor-2026' })).toEqual({
      errors: { confirmPassword: ['Passordene er ikke like'] },
    });
  });
});

describe('passwordProblemMessage', () => {
  it("follows the store's numbers", () => {
    const rules = { minimumLength: 12, requiredCharacterClasses: 2 };
    expect(passwordProblemMessage('too-short', rules)).toBe('Passordet må ha minst 12 tegn');
    expect(passwordProblemMessage('too-few-classes', rules)).toMatch(
      /^Passordet må inneholde minst 2 av/,
    );
  });
});
