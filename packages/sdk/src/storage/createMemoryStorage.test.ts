import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './createMemoryStorage';

describe('createMemoryStorage', () => {
  it('starts with the initial entries it is given', () => {
    const storage = createMemoryStorage([
      ['vsf-currency', 'NOK'],
      ['vsf-country', 'NO'],
    ]);

    expect(storage.get('vsf-currency')).toBe('NOK');
    expect(storage.get('vsf-country')).toBe('NO');
  });

  it('gives each store its own values', () => {
    const first = createMemoryStorage();
    const second = createMemoryStorage();
    first.set('vsf-cart', 'cart-1');

    expect(second.get('vsf-cart')).toBeNull();
  });
});
