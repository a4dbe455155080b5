import { describe, expect, it } from 'vitest';
import { isEmailAddress, passwordProblem, passwordRulesFromStoreConfig } from './passwordRules.js';

const rules = { minimumLength: 8, requiredCharacterClasses: 3 };

describe('passwordProblem', () => {
  it('accepts a password of 8 characters from three classes', () => {
    expect(passwordProblem('Traktor1', 'ola@example.no', rules)).toBeNull();
    expect(passwordProblem('traktor-1', 'ola@example.no', rules)).toBeNull();
  });

  it('refuses a short password', () => {
    expect(passwordProblem('Trak1!', 'ola@example.no', rules)).toBe(
      'The password needs at least 8 characters. Create a new password and try again.',
    );
  });

  it('refuses a password of too few character classes', () => {
    expect(passwordProblem('traktorfilter', 'ola@example.no', rules)).toMatch(
      /^Minimum of different classes of characters in password is 3\./,
    );
    expect(passwordProblem('traktorfilter1', 'ola@example.no', rules)).not.toBeNull();
  });

  it('refuses a password with spaces around it', () => {
    expect(passwordProblem(' Traktor-1 ', 'ola@example.no', rules)).toMatch(/space/);
  });

  it('refuses the e-mail address as password', () => {
    expect(passwordProblem('Ola@Example.no', 'ola@example.no', rules)).toMatch(/email address/);
  });
});

describe('passwordRulesFromStoreConfig', () => {
  it('reads the store settings, with Magento defaults', () => {
    expect(
      passwordRulesFromStoreConfig({
        minimum_password_length: '10',
        required_character_classes_number: '2',
      }),
    ).toEqual({ minimumLength: 10, requiredCharacterClasses: 2 });
    expect(passwordRulesFromStoreConfig({})).toEqual(rules);
  });
});

describe('isEmailAddress', () => {
  it.each(['ola.nordmann@example.no', 'a+b@sub.example.com'])('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each(['', 'ola', 'ola@', '@example.no', 'ola@example', 'ola nordmann@example.no'])(
    'refuses %j',
    (email) => {
      expect(isEmailAddress(email)).toBe(false);
    },
  );
});
