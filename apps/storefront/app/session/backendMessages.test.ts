import { SdkError, type Refusal } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { accountErrorMessage, accountRefusalText } from './backendMessages';

describe('accountRefusalText', () => {
  it.each<[Refusal, string]>([
    [
      { kind: 'invalid_credentials' },
      'Innloggingen var feil, eller kontoen din er midlertidig deaktivert.',
    ],
    // A Magento without error codes: a refused sign-in by its category.
    [
      { kind: 'not_authenticated' },
      'Innloggingen var feil, eller kontoen din er midlertidig deaktivert.',
    ],
    [
      { kind: 'too_many_attempts', retryAfterSeconds: 125 },
      'For mange forsøk – prøv igjen om 3 minutter, eller tilbakestill passordet.',
    ],
    [
      { kind: 'too_many_attempts', retryAfterSeconds: null },
      'For mange forsøk – prøv igjen om litt, eller tilbakestill passordet.',
    ],
    [
      { kind: 'too_many_requests', retryAfterSeconds: 840 },
      'Det har kommet for mange forespørsler herfra på kort tid. Prøv igjen om 14 minutter.',
    ],
    [
      { kind: 'too_many_requests', retryAfterSeconds: 45 },
      'Det har kommet for mange forespørsler herfra på kort tid. Prøv igjen om et minutt.',
    ],
    [
      { kind: 'too_many_requests', retryAfterSeconds: null },
      'Det har kommet for mange forespørsler herfra på kort tid. Prøv igjen senere.',
    ],
    [{ kind: 'not_authorized' }, 'Du har ikke tilgang. Vennligst logg inn.'],
    [{ kind: 'email_taken' }, 'Det finnes allerede en konto med denne e-postadressen.'],
    [{ kind: 'not_found', entity: null }, 'Fant ikke brukeren.'],
    [{ kind: 'recaptcha_failed' }, 'reCAPTCHA-kontrollen feilet. Prøv igjen.'],
    [
      { kind: 'password_rule', rule: 'same_as_email', minLength: null, requiredClasses: null },
      'Passordet kan ikke være det samme som e-postadressen.',
    ],
    [
      { kind: 'wrong_current_password' },
      'Passordet stemmer ikke med kontoen. Kontroller passordet og prøv igjen.',
    ],
    [
      { kind: 'reset_token_invalid', expired: false },
      'Lenken for å lage nytt passord er ugyldig eller utløpt.',
    ],
    [
      { kind: 'reset_token_invalid', expired: true },
      'Lenken for å lage nytt passord er ugyldig eller utløpt.',
    ],
  ])('translates %j', (refusal, norwegian) => {
    expect(accountRefusalText(refusal)).toBe(norwegian);
  });

  it("carries the store's numbers into the password rules", () => {
    expect(
      accountRefusalText({
        kind: 'password_rule',
        rule: 'too_short',
        minLength: 10,
        requiredClasses: null,
      }),
    ).toBe('Passordet må ha minst 10 tegn');
    expect(
      accountRefusalText({
        kind: 'password_rule',
        rule: 'character_classes',
        minLength: null,
        requiredClasses: 3,
      }),
    ).toMatch(/^Passordet må inneholde minst 3 av/);
    expect(
      accountRefusalText({
        kind: 'password_rule',
        rule: 'edge_spaces',
        minLength: null,
        requiredClasses: null,
      }),
    ).toBe('Passordet kan ikke begynne eller slutte med mellomrom');
  });

  it.each<[Refusal, string]>([
    [
      { kind: 'address_locked', rule: 'company_billing' },
      'Fakturaadressen til en bedriftskonto kan ikke endres. Kontakt kundeservice for å endre den.',
    ],
    [
      { kind: 'address_locked', rule: 'company_default_billing' },
      'En bedriftskonto kan ikke velge en annen standard fakturaadresse. Kontakt kundeservice for å endre den.',
    ],
    [
      { kind: 'default_address_not_deletable', which: 'billing' },
      'En standardadresse kan ikke slettes. Velg en annen standardadresse først.',
    ],
    [{ kind: 'not_found', entity: 'address' }, 'Fant ikke adressen.'],
  ])("says the address book's refusal %j", (refusal, norwegian) => {
    expect(accountRefusalText(refusal)).toBe(norwegian);
  });

  it('has no text for a refusal it does not know, or none', () => {
    expect(
      accountRefusalText({ kind: 'invalid_input', code: 'INVALID_EMAIL', message: 'x' }),
    ).toBeNull();
    expect(
      accountRefusalText({
        kind: 'password_rule',
        rule: 'too_short',
        minLength: null,
        requiredClasses: null,
      }),
    ).toBeNull();
    expect(accountRefusalText(null)).toBeNull();
  });
});

describe('accountErrorMessage', () => {
  it('joins the refusals of a call in Norwegian with commas, others as written, without repeats', () => {
    const error = new SdkError('graphql', 'x', {
      graphQLErrors: [
        { message: 'User not found', category: 'graphql-no-such-entity' },
        { message: 'Something else', category: 'graphql-input' },
        { message: 'No such entity', category: 'graphql-no-such-entity' },
        {
          message: '"ola" is not a valid email address.',
          category: 'graphql-input',
          extensions: { error_code: 'INVALID_EMAIL' },
        },
      ],
    });
    expect(accountErrorMessage(error)).toBe(
      'Fant ikke brukeren., Something else, "ola" is not a valid email address.',
    );
  });

  it("reads each refusal from the API's error code, not its message", () => {
    const error = new SdkError('graphql', 'x', {
      graphQLErrors: [
        {
          message: 'The password needs at least 8 characters. Create a new password and try again.',
          category: 'graphql-input',
          extensions: { error_code: 'PASSWORD_TOO_SHORT', min_length: 10 },
        },
      ],
    });
    expect(accountErrorMessage(error)).toBe('Passordet må ha minst 10 tegn');
  });

  it("has the shop's own text when the API cannot be reached or something else failed", () => {
    expect(accountErrorMessage(new SdkError('network', 'down'))).toBe(
      'Vi fikk ikke kontakt med nettbutikken. Prøv igjen om litt.',
    );
    expect(accountErrorMessage(new Error('bug'))).toBe('Det oppstod en feil');
  });
});
