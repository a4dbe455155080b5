import { SdkError } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { errorsAtField } from './refusalAtField';

function refusedWith(code: string): SdkError {
  return new SdkError('graphql', 'refused', {
    graphQLErrors: [{ message: 'refused', extensions: { error_code: code } }],
  });
}

describe('errorsAtField', () => {
  it('puts a refusal about one field at that field and in the summary', () => {
    expect(
      errorsAtField(refusedWith('EMAIL_TAKEN'), 'E-postadressen er allerede registrert.', {
        email: 'email',
      }),
    ).toEqual({
      formErrors: ['E-postadressen er allerede registrert.'],
      fieldErrors: { email: ['E-postadressen er allerede registrert.'] },
    });
  });

  it('uses the form’s own name for the field', () => {
    expect(
      errorsAtField(refusedWith('INVALID_PHONE_NUMBER'), 'Ugyldig telefonnummer.', {
        telephone: 'phoneNumber',
      }).fieldErrors,
    ).toEqual({ phoneNumber: ['Ugyldig telefonnummer.'] });
  });

  it('keeps it in the summary only when the form has no such field or no field is meant', () => {
    expect(errorsAtField(refusedWith('EMAIL_TAKEN'), 'Tatt.', { taxvat: 'taxvat' })).toEqual({
      formErrors: ['Tatt.'],
    });
    expect(errorsAtField(new Error('network'), 'Prøv igjen.', { email: 'email' })).toEqual({
      formErrors: ['Prøv igjen.'],
    });
  });
});
