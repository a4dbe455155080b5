import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribeToken.js';

describe('unsubscribe tokens', () => {
  it('give back the lower-cased address they were signed for', () => {
    const token = signUnsubscribeToken(' Kari.Nordmann@Example.no ', 'secret');
    expect(verifyUnsubscribeToken(token, 'secret')).toBe('kari.nordmann@example.no');
  });

  it('refuse another secret, a changed address or a changed MAC', () => {
    const token = signUnsubscribeToken('kari@example.no', 'secret');
    expect(verifyUnsubscribeToken(token, 'other')).toBeNull();
    const [payload, mac] = token.split('.') as [string, string];
    const otherPayload = Buffer.from('ola@example.no').toString('base64url');
    expect(verifyUnsubscribeToken(`${otherPayload}.${mac}`, 'secret')).toBeNull();
    const flipped = mac.endsWith('A') ? `${mac.slice(0, -1)}B` : `${mac.slice(0, -1)}A`;
    expect(verifyUnsubscribeToken(`${payload}.${flipped}`, 'secret')).toBeNull();
    expect(verifyUnsubscribeToken('not-a-token', 'secret')).toBeNull();
  });
});
