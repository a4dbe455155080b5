import { SdkError } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { accountErrorMessage, translateBackendMessage } from './backendMessages';

describe('translateBackendMessage', () => {
  it.each([
    [
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
      'Innloggingen var feil, eller kontoen din er midlertidig deaktivert.',
    ],
    ["The current customer isn't authorized.", 'Du har ikke tilgang. Vennligst logg inn.'],
    [
      'A customer with the same email address already exists in an associated website.',
      'Det finnes allerede en konto med denne e-postadressen.',
    ],
    [
      'You must confirm your account. Please check your email for the confirmation link.',
      'Du må bekrefte kontoen din. Sjekk e-posten din for bekreftelseslenken.',
    ],
    ['User not found', 'Fant ikke brukeren.'],
    ['ReCaptcha validation failed, please try again', 'reCAPTCHA-kontrollen feilet. Prøv igjen.'],
    [
      "The password can't be the same as the email address. Create a new password and try again.",
      'Passordet kan ikke være det samme som e-postadressen.',
    ],
    [
      "The password doesn't match this account. Verify the password and try again.",
      'Passordet stemmer ikke med kontoen. Kontroller passordet og prøv igjen.',
    ],
    [
      'The password token is mismatched. Reset and try again.',
      'Lenken for å lage nytt passord er ugyldig eller utløpt.',
    ],
    [
      'The password token is expired. Reset and try again.',
      'Lenken for å lage nytt passord er ugyldig eller utløpt.',
    ],
  ])('translates %j', (message, norwegian) => {
    expect(translateBackendMessage(message)).toBe(norwegian);
  });

  it("carries the store's numbers into the password rules", () => {
    expect(
      translateBackendMessage(
        'The password needs at least 10 characters. Create a new password and try again.',
      ),
    ).toBe('Passordet må ha minst 10 tegn');
    expect(
      translateBackendMessage(
        'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
      ),
    ).toMatch(/^Passordet må inneholde minst 3 av/);
    expect(
      translateBackendMessage(
        "The password can't begin or end with a space. Verify the password and try again.",
      ),
    ).toBe('Passordet kan ikke begynne eller slutte med mellomrom');
  });

  it('leaves a message it does not know as the API wrote it, trimmed', () => {
    expect(translateBackendMessage('  "ola" is not a valid email address. ')).toBe(
      '"ola" is not a valid email address.',
    );
    expect(translateBackendMessage('Something about sign-in')).toBe('Something about sign-in');
  });
});

describe('accountErrorMessage', () => {
  it('joins the translated messages of a refused call with commas, without repeats', () => {
    const error = new SdkError('graphql', 'x', {
      graphQLErrors: [
        { message: 'User not found', category: 'graphql-input' },
        { message: 'Something else', category: 'graphql-input' },
        { message: 'User not found', category: 'graphql-input' },
      ],
    });
    expect(accountErrorMessage(error)).toBe('Fant ikke brukeren., Something else');
  });

  it("has the shop's own text when the API cannot be reached or something else failed", () => {
    expect(accountErrorMessage(new SdkError('network', 'down'))).toBe(
      'Vi fikk ikke kontakt med nettbutikken. Prøv igjen om litt.',
    );
    expect(accountErrorMessage(new Error('bug'))).toBe('Det oppstod en feil');
  });
});
