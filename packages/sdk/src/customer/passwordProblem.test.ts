import { describe, expect, it } from 'vitest';
import { passwordProblem } from './passwordProblem';

const magentoDefaults = { minimumLength: 8, requiredCharacterClasses: 3 };

describe('passwordProblem', () => {
  it('accepts a password with enough characters and classes', () => {
    expect(passwordProblem('Traktor-2024', magentoDefaults)).toBeNull();
    expect(passwordProblem('traktor2024!', magentoDefaults)).toBeNull();
  });

  it('refuses one shorter than the minimum, and accepts exactly the minimum', () => {
    expect(passwordProblem('Tr-2024', magentoDefaults)).toBe('too-short');
    expect(passwordProblem('Tra-2024', magentoDefaults)).toBeNull();
    expect(passwordProblem('', magentoDefaults)).toBe('too-short');
  });

  it('counts code points, not UTF-16 units', () => {
    expect(passwordProblem('Aa1🚜🚜🚜', magentoDefaults)).toBe('too-short');
    expect(passwordProblem('Aa1🚜🚜🚜🚜🚜', magentoDefaults)).toBeNull();
  });

  it.each([' Traktor-2024', 'Traktor-2024 ', '\tTraktor-2024', 'Traktor-2024\n'])(
    'refuses %j, which begins or ends with whitespace',
    (password) => {
      expect(passwordProblem(password, magentoDefaults)).toBe('edge-spaces');
    },
  );

  it('accepts spaces inside the password (they count as other characters)', () => {
    expect(passwordProblem('traktor 2024', magentoDefaults)).toBeNull();
  });

  it('checks the length before the spaces, as Magento does', () => {
    expect(passwordProblem(' Ab1 ', magentoDefaults)).toBe('too-short');
  });

  it.each([
    ['traktorer', 1],
    ['traktor2024', 2],
    ['Traktor2024', 3],
    ['Traktor-2024', 4],
    ['TRAKTOR-', 2],
    ['12345678', 1],
    ['--------', 1],
  ])('counts the classes of %s as %i', (password, classes) => {
    expect(
      passwordProblem(password, { minimumLength: 1, requiredCharacterClasses: classes }),
    ).toBeNull();
    expect(
      passwordProblem(password, { minimumLength: 1, requiredCharacterClasses: classes + 1 }),
    ).toBe('too-few-classes');
  });

  it('counts letters outside a–z as other characters, as Magento does', () => {
    expect(passwordProblem('blåbærsyltetøy', magentoDefaults)).toBe('too-few-classes');
    expect(passwordProblem('blåbær2024', magentoDefaults)).toBeNull();
  });

  it('checks the spaces before the classes', () => {
    expect(passwordProblem(' traktorer', magentoDefaults)).toBe('edge-spaces');
  });

  it('follows other store rules', () => {
    const strict = { minimumLength: 12, requiredCharacterClasses: 4 };
    expect(passwordProblem('Traktor-2024', strict)).toBeNull();
    expect(passwordProblem('Traktor-202', strict)).toBe('too-short');
    expect(passwordProblem('Traktor20245', strict)).toBe('too-few-classes');
  });
});
