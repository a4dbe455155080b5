import { describe, expect, it } from 'vitest';
import { isEmailAddress, passwordProblem, passwordRulesFromStoreConfig } from './passwordRules.js';

const rules = { minimumLength: 8, requiredCharacterClasses: 3 };

describe('passwordProblem', () => {
  it('accepts a password of 8 characters from three classes', () => {
    expect(passwordProblem('Traktor1', 'ola@example.no', rules)).toBeNull();
    expect(passwordProblem('traktor-1', 'ola@example.no', rules)).toBeNull();
  });

  it('refuses a short password', () => {
    expect(passwordProblem('Trak1!', 'ola@example.no', rules)).toMatchObject({
      code: 'PASSWORD_TOO_SHORT',
      message: 'The password needs at least 8 characters. Create a new password and try again.',
      params: { min_length: 8 },
    });
  });

  it('refuses a password of too few character classes', () => {
    const problem = passwordProblem('traktorfilter', 'ola@example.no', rules);
    expect(problem?.message).toMatch(
      /^Minimum of different classes of characters in password is 3\./,
    );
    expect(problem).toMatchObject({
      code: 'PASSWORD_TOO_FEW_CHARACTER_CLASSES',
      params: { required_classes: 3 },
    });
    expect(passwordProblem('traktorfilter1', 'ola@example.no', rules)).not.toBeNull();
  });

  it('refuses a password with spaces around it', () => {
    const problem = passwordProblem(' Traktor-1 ', 'ola@example.no', rules);
    expect(problem?.message).toMatch(/space/);
    expect(problem?.code).toBe('PASSWORD_EDGE_SPACES');
  });

  it('refuses the e-mail address as password', () => {
    const problem = passwordProblem('Ola@Example.no', 'ola@example.no', rules);
    expect(problem?.message).toMatch(/email address/);
    expect(problem?.code).toBe('PASSWORD_SAME_AS_EMAIL');
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
