import { describe, expect, it } from 'vitest';
import { refusalField } from './refusalField';

describe('refusalField', () => {
  it.each([
    [{ kind: 'email_taken' } as const, 'email'],
    [{ kind: 'invalid_email' } as const, 'email'],
    [{ kind: 'invalid_organization_number' } as const, 'taxvat'],
    [{ kind: 'invalid_phone_number' } as const, 'telephone'],
    [{ kind: 'invalid_company_type' } as const, 'companyType'],
    [
      {
        kind: 'password_rule',
        rule: 'too_short',
        minLength: 8,
        requiredClasses: null,
      } as const,
      'newPassword',
    ],
    [{ kind: 'wrong_current_password' } as const, 'currentPassword'],
    [
      {
        kind: 'invalid_input',
        code: 'POSTCODE_INVALID',
        message: 'Postnummer: fire sifre',
      } as const,
      'postcode',
    ],
  ])('puts %o at %s', (refusal, field) => {
    expect(refusalField(refusal)).toBe(field);
  });

  it('keeps refusals of the whole form at the form, wrong credentials among them', () => {
    expect(refusalField({ kind: 'invalid_credentials' })).toBeNull();
    expect(refusalField({ kind: 'too_many_attempts', retryAfterSeconds: 30 })).toBeNull();
    expect(
      refusalField({ kind: 'invalid_input', code: 'FIELD_TOO_LONG', message: 'x' }),
    ).toBeNull();
    expect(refusalField({ kind: 'invalid_input', code: null, message: 'x' })).toBeNull();
  });
});
