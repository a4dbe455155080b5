import { describe, expect, it } from 'vitest';
import { bearerToken, createCustomerToken, hashCustomerToken } from './customerToken.js';

describe('createCustomerToken', () => {
  it('gives 32 random bytes as base64url and their SHA-256', () => {
    const { token, tokenHash } = createCustomerToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(tokenHash).toBe(hashCustomerToken(token));
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(createCustomerToken().token).not.toBe(token);
  });
});

describe('bearerToken', () => {
  it('reads the token of a bearer header, in any case of the scheme', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer  abc ')).toBe('abc');
  });

  it('gives null without a bearer token', () => {
    expect(bearerToken(null)).toBeNull();
    expect(bearerToken('')).toBeNull();
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken('Bearer')).toBeNull();
  });
});
