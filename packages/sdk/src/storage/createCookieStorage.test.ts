import { describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { createCookieStorage, type CookieJar } from './createCookieStorage';

/** 365 days in seconds, written out so the expectation does not repeat the implementation. */
const YEAR_IN_SECONDS = 31_536_000;

/** A jar that serves a fixed `Cookie` header and records every `Set-Cookie` value, like a server. */
function createRecordingJar(header = ''): CookieJar & { written: string[] } {
  const written: string[] = [];
  return { written, get: () => header, set: (cookie) => void written.push(cookie) };
}

describe('createCookieStorage', () => {
  describe('writing', () => {
    it('writes a percent-encoded value with the specified attributes and nothing else', () => {
      const jar = createRecordingJar();

      createCookieStorage(jar).set('vsf-cart', 'a b;c=d/æ');

      expect(jar.written).toEqual([
        `vsf-cart=a%20b%3Bc%3Dd%2F%C3%A6; Max-Age=${YEAR_IN_SECONDS}; Path=/; SameSite=Strict`,
      ]);
    });

    it('is neither httpOnly nor secure', () => {
      const jar = createRecordingJar();

      createCookieStorage(jar).set('vsf-currency', 'NOK');

      expect(jar.written[0]).not.toMatch(/httponly|secure/i);
    });

    it('removes a cookie by writing it empty with Max-Age=0', () => {
      const jar = createRecordingJar();

      createCookieStorage(jar).remove('vsf-cart');

      expect(jar.written).toEqual(['vsf-cart=; Max-Age=0; Path=/; SameSite=Strict']);
    });

    it('refuses a key that is not a cookie name rather than writing other cookies', () => {
      const storage = createCookieStorage(createRecordingJar());

      for (const key of ['', 'a b', 'a;b', 'a=b', 'vsf-cart; Max-Age=0']) {
        let caught: unknown;
        try {
          storage.set(key, 'value');
        } catch (error) {
          caught = error;
        }
        expect(isSdkError(caught, 'invalid-argument')).toBe(true);
      }
    });
  });

  describe('reading', () => {
    function read(header: string, name: string): string | null {
      return createCookieStorage(createRecordingJar(header)).get(name);
    }

    it('finds a cookie wherever it is in the header, with or without spaces', () => {
      expect(read('vsf-currency=NOK; vsf-cart=abc; vsf-country=NO', 'vsf-cart')).toBe('abc');
      expect(read('vsf-currency=NOK;vsf-cart=abc', 'vsf-cart')).toBe('abc');
      expect(read('  vsf-cart = abc  ;other=1', 'vsf-cart')).toBe('abc');
    });

    it('returns null when the cookie is missing or the header is empty', () => {
      expect(read('vsf-currency=NOK', 'vsf-cart')).toBeNull();
      expect(read('', 'vsf-cart')).toBeNull();
    });

    it('does not confuse names that are prefixes or suffixes of others', () => {
      const header = 'vsf-cart-id=long; my-vsf-cart=suffixed; vsf-cart=exact';

      expect(read(header, 'vsf-cart')).toBe('exact');
      expect(read(header, 'vsf-cart-id')).toBe('long');
      expect(read('vsf-cart-id=long', 'vsf-cart')).toBeNull();
    });

    it('keeps an = inside a value', () => {
      expect(read('vsf-message=a=b==; other=1', 'vsf-message')).toBe('a=b==');
    });

    it('decodes percent-encoding and strips surrounding double quotes', () => {
      expect(read('vsf-message=a%20b%3Bc%C3%A6', 'vsf-message')).toBe('a b;cæ');
      expect(read('vsf-message="quoted"', 'vsf-message')).toBe('quoted');
    });

    it('returns malformed percent-encoding as it is instead of throwing', () => {
      expect(read('vsf-message=100%; other=1', 'vsf-message')).toBe('100%');
      expect(read('vsf-message=%E0%A4%A', 'vsf-message')).toBe('%E0%A4%A');
    });

    it('returns an empty value as an empty string and skips parts without =', () => {
      expect(read('vsf-cart=; vsf-store=ad_nb_no', 'vsf-cart')).toBe('');
      expect(read('vsf-cart; vsf-store=ad_nb_no', 'vsf-cart')).toBeNull();
    });

    it('returns the first of several cookies with the same name, the most specific path', () => {
      expect(read('vsf-cart=specific; vsf-cart=root', 'vsf-cart')).toBe('specific');
    });

    it('reads back what it wrote through a jar that applies writes, like document.cookie', () => {
      const cookies = new Map<string, string>();
      const storage = createCookieStorage({
        get: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        set: (cookie) => {
          const [pair = ''] = cookie.split(';');
          const [name = '', value = ''] = pair.split('=');
          if (cookie.includes('Max-Age=0')) cookies.delete(name);
          else cookies.set(name, value);
        },
      });

      storage.set('vsf-message', 'Lagt i handlekurven; 2 = to');
      expect(storage.get('vsf-message')).toBe('Lagt i handlekurven; 2 = to');

      storage.remove('vsf-message');
      expect(storage.get('vsf-message')).toBeNull();
    });
  });
});
