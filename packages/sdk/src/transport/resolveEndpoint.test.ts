import { describe, expect, it } from 'vitest';

import { isSdkError } from '../errors/SdkError';
import { resolveEndpoint } from './resolveEndpoint';

describe('resolveEndpoint', () => {
  it('keeps an absolute endpoint', () => {
    expect(resolveEndpoint('https://shop.example/graphql', undefined)).toBe(
      'https://shop.example/graphql',
    );
    expect(resolveEndpoint('http://localhost:4000/graphql', 'https://other.example/')).toBe(
      'http://localhost:4000/graphql',
    );
  });

  it("resolves a relative endpoint against the page's address", () => {
    expect(resolveEndpoint('/graphql', 'https://shop.example/traktordeler.html?page=2')).toBe(
      'https://shop.example/graphql',
    );
  });

  it('refuses a relative endpoint without a page to resolve it against', () => {
    let error: unknown;
    try {
      resolveEndpoint('/graphql', undefined);
    } catch (caught) {
      error = caught;
    }
    expect(isSdkError(error, 'invalid-argument')).toBe(true);
    expect((error as Error).message).toContain('must be an absolute URL');
  });

  it('refuses something that is not a URL', () => {
    expect(() => resolveEndpoint('http://', undefined)).toThrow('must be an absolute URL');
  });
});
