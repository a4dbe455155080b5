import { describe, expect, it } from 'vitest';

import { clientAddress, defaultTrustedProxies, trustedProxiesFromEnv } from './clientAddress';

const trusted = defaultTrustedProxies;

describe('clientAddress', () => {
  it('is the socket peer when nothing is forwarded', () => {
    expect(clientAddress('203.0.113.9', null, trusted)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', undefined, trusted)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '', trusted)).toBe('127.0.0.1');
    expect(clientAddress(undefined, null, trusted)).toBe('unknown');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddress('198.51.100.7', '203.0.113.9', trusted)).toBe('198.51.100.7');
  });

  it('takes the address a trusted proxy forwarded', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9', trusted)).toBe('203.0.113.9');
    expect(clientAddress('::1', ' 2001:db8::1 ', trusted)).toBe('2001:db8::1');
    expect(clientAddress('::ffff:127.0.0.1', '203.0.113.9', trusted)).toBe('203.0.113.9');
  });

  it('never reaches an address the client wrote itself, left of the proxy’s entry', () => {
    expect(clientAddress('127.0.0.1', '1.2.3.4, 203.0.113.9', trusted)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '1.2.3.4,,203.0.113.9', trusted)).toBe('203.0.113.9');
  });

  it('skips every trusted hop from the right', () => {
    const chain = ['127.0.0.1', '10.0.0.5'];
    expect(clientAddress('127.0.0.1', '203.0.113.9, 10.0.0.5', chain)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '1.2.3.4, 203.0.113.9, 10.0.0.5', chain)).toBe('203.0.113.9');
  });

  it('takes the leftmost address when every hop is trusted', () => {
    expect(clientAddress('127.0.0.1', '127.0.0.1', trusted)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', ' , ', trusted)).toBe('127.0.0.1');
  });

  it('trusts no proxy when the list is empty', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9', [])).toBe('127.0.0.1');
  });
});

describe('trustedProxiesFromEnv', () => {
  it('defaults to this machine', () => {
    expect(trustedProxiesFromEnv(undefined)).toEqual(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
  });

  it('reads a comma-separated list, and an empty value trusts none', () => {
    expect(trustedProxiesFromEnv(' 10.0.0.5 , 10.0.0.6,')).toEqual(['10.0.0.5', '10.0.0.6']);
    expect(trustedProxiesFromEnv('')).toEqual([]);
  });
});
