import { SdkError } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { accountPageErrorMessage, leaveWhenSessionEnded } from './accountPageErrors';

/** A refusal as the SDK throws it for commerce-api's answer: the message, the code beside it. */
function refusal(message: string, errorCode?: string, parameters: Record<string, unknown> = {}) {
  const extensions = { category: 'graphql-input', error_code: errorCode, ...parameters };
  return new SdkError('graphql', message, {
    graphQLErrors: [{ message, category: 'graphql-input', ...(errorCode && { extensions }) }],
  });
}

describe('accountPageErrorMessage', () => {
  it("says the company rule's refusals in Norwegian (spec §6)", () => {
    expect(
      accountPageErrorMessage(
        refusal(
          "The billing address of a company account can't be changed. Contact customer service to change it.",
          'COMPANY_BILLING_ADDRESS_LOCKED',
        ),
      ),
    ).toBe(
      'Fakturaadressen til en bedriftskonto kan ikke endres. Kontakt kundeservice for å endre den.',
    );
    expect(
      accountPageErrorMessage(
        refusal(
          "A company account can't choose another default billing address. Contact customer service to change it.",
          'COMPANY_DEFAULT_BILLING_LOCKED',
        ),
      ),
    ).toBe(
      'En bedriftskonto kan ikke velge en annen standard fakturaadresse. Kontakt kundeservice for å endre den.',
    );
  });

  it('says why a default address cannot be deleted, and that an address is gone', () => {
    for (const kind of ['billing', 'shipping']) {
      expect(
        accountPageErrorMessage(
          refusal(
            `Customer Address 7 is set as default ${kind} address and can not be deleted`,
            'DEFAULT_ADDRESS_NOT_DELETABLE',
            { address_id: 7, default: kind },
          ),
        ),
      ).toBe('En standardadresse kan ikke slettes. Velg en annen standardadresse først.');
    }
    expect(
      accountPageErrorMessage(refusal('Could not find a address with ID "7"', 'ADDRESS_NOT_FOUND')),
    ).toBe('Fant ikke adressen.');
  });

  it('leaves other messages to the account forms’ translation', () => {
    expect(
      accountPageErrorMessage(
        refusal(
          "The password doesn't match this account. Verify the password and try again.",
          'WRONG_CURRENT_PASSWORD',
        ),
      ),
    ).toBe('Passordet stemmer ikke med kontoen. Kontroller passordet og prøv igjen.');
    expect(
      accountPageErrorMessage(
        refusal('Required parameters are missing: city', 'REQUIRED_PARAMETER_MISSING'),
      ),
    ).toBe('Required parameters are missing: city');
    expect(accountPageErrorMessage(new SdkError('network', 'offline'))).toBe(
      'Vi fikk ikke kontakt med nettbutikken. Prøv igjen om litt.',
    );
    expect(accountPageErrorMessage(new Error('bug'))).toBe('Det oppstod en feil');
  });
});

describe('leaveWhenSessionEnded', () => {
  it('sends the shopper home (303) when the session has ended', () => {
    let thrown: unknown;
    try {
      leaveWhenSessionEnded(
        new SdkError('authorization', "The current customer isn't authorized."),
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(303);
    expect((thrown as Response).headers.get('location')).toBe('/');
  });

  it('returns for any other failure', () => {
    expect(() => leaveWhenSessionEnded(refusal('No'))).not.toThrow();
    expect(() => leaveWhenSessionEnded(new SdkError('network', 'offline'))).not.toThrow();
  });
});
