import { describe, expect, it } from 'vitest';
import { readDownloadToken, signDownloadToken, type DownloadGrant } from './downloadToken.js';

const secret = 'test-secret';
const now = new Date('2026-05-01T12:00:00Z');
const grant: DownloadGrant = {
  customerId: 7,
  orderItemId: 42,
  linkId: 3,
  expiresAt: new Date('2026-05-08T12:00:00Z'),
};

describe('download tokens', () => {
  it('read back the grant they were signed with until they expire', () => {
    const token = signDownloadToken(grant, secret);
    expect(readDownloadToken(token, secret, now)).toEqual({ kind: 'valid', grant });
    expect(readDownloadToken(token, secret, grant.expiresAt)).toEqual({ kind: 'expired', grant });
  });

  it('are invalid when any part is changed or another secret signed them', () => {
    const token = signDownloadToken(grant, secret);
    const otherCustomer = token.replace(/^7-/, '8-');
    const laterExpiry = signDownloadToken({ ...grant, expiresAt: new Date('2030-01-01') }, secret);
    const stretched = `${laterExpiry.split('.')[0]}.${token.split('.')[1]}`;
    expect(readDownloadToken(otherCustomer, secret, now)).toEqual({ kind: 'invalid' });
    expect(readDownloadToken(stretched, secret, now)).toEqual({ kind: 'invalid' });
    expect(readDownloadToken(token, 'another-secret', now)).toEqual({ kind: 'invalid' });
  });

  it('are invalid when they are not tokens at all', () => {
    for (const text of ['', 'abc', '1-2-3-4.short', `${'9'.repeat(30)}-1-1-1.${'a'.repeat(43)}`]) {
      expect(readDownloadToken(text, secret, now)).toEqual({ kind: 'invalid' });
    }
  });
});
