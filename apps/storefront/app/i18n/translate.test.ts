import { describe, expect, it } from 'vitest';
import messages from './no.json';
import { translate } from './translate';
import type { MessageKey } from './translate';

describe('translate', () => {
  it('returns the Norwegian text for a key', () => {
    expect(translate('error.pageNotFound')).toBe('Siden ble ikke funnet');
    expect(translate('error.generic')).toBe('Det oppstod en feil');
    expect(translate('navigation.home')).toBe('Hjem');
    expect(translate('navigation.contactUs')).toBe('Kontakt oss');
    expect(translate('tax.inclVat')).toBe('inkl. mva');
    expect(translate('cart.addToCart')).toBe('Legg i handlekurv');
    expect(translate('toggle.on')).toBe('På');
    expect(translate('toggle.off')).toBe('Av');
  });

  it('fills a placeholder from the params', () => {
    expect(translate('wishlist.addedToCart', { product: 'Oljefilter John Deere' })).toBe(
      'Du la Oljefilter John Deere i handlekurven.',
    );
  });

  it('writes a number param as it is', () => {
    expect(translate('validation.minLength', { min: 8 })).toBe('Må inneholde minst 8 tegn');
  });

  it('inserts param values literally, even when they look like placeholders or patterns', () => {
    expect(translate('wishlist.addedToCart', { product: '{product} $& $1' })).toBe(
      'Du la {product} $& $1 i handlekurven.',
    );
  });

  it('ignores params the message does not use', () => {
    expect(translate('common.cancel', { product: 'Oljefilter' })).toBe('Avbryt');
  });

  it('throws when a placeholder has no value', () => {
    expect(() => translate('wishlist.addedToCart')).toThrow(
      'Message "wishlist.addedToCart" needs a value for {product}',
    );
    expect(() => translate('wishlist.addedToCart', { name: 'Oljefilter' })).toThrow(
      'needs a value for {product}',
    );
  });

  it('rejects an unknown key when compiling, and throws if one gets through a cast', () => {
    // @ts-expect-error: 'error.doesNotExist' is not a key of no.json
    expect(() => translate('error.doesNotExist')).toThrow(
      'Unknown message key "error.doesNotExist"',
    );
    expect(() => translate('toString' as MessageKey)).toThrow('Unknown message key "toString"');
  });
});

describe('no.json', () => {
  const entries = Object.entries(messages);

  it('has only non-empty, trimmed messages', () => {
    for (const [key, message] of entries) {
      expect(message, key).not.toBe('');
      expect(message, key).toBe(message.trim());
    }
  });

  it('has keys of dot-separated camelCase words', () => {
    for (const [key] of entries) expect(key).toMatch(/^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*)+$/);
  });

  it('uses only well-formed {name} placeholders', () => {
    for (const [key, message] of entries) {
      expect(message.replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/);
    }
  });
});
