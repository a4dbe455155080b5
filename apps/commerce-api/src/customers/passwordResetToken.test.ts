import { describe, expect, it } from 'vitest';
import {
  RESET_TOKEN_EXPIRED,
  RESET_TOKEN_MISMATCHED,
  createPasswordResetToken,
  hashPasswordResetToken,
  resetTokenProblem,
} from './passwordResetToken.js';

const now = new Date('2026-11-21T10:00:00Z');
const later = new Date('2026-11-21T12:00:00Z');

describe('createPasswordResetToken', () => {
  it('gives a random token and the hash that is stored', () => {
    const { token, tokenHash } = createPasswordResetToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(hashPasswordResetToken(token)).toBe(tokenHash);
    expect(createPasswordResetToken().token).not.toBe(token);
  });
});

describe('resetTokenProblem', () => {
  it('accepts an unused token before it expires', () => {
    expect(resetTokenProblem({ used_at: null, expires_at: later }, now)).toBeNull();
  });
  it('calls an unknown or used token mismatched', () => {
    const mismatched = { code: 'RESET_TOKEN_INVALID', message: RESET_TOKEN_MISMATCHED };
    expect(resetTokenProblem(undefined, now)).toMatchObject(mismatched);
    expect(resetTokenProblem({ used_at: now, expires_at: later }, now)).toMatchObject(mismatched);
  });
  it('calls a token expired from the moment its lifetime ends', () => {
    const expired = { code: 'RESET_TOKEN_EXPIRED', message: RESET_TOKEN_EXPIRED };
    expect(resetTokenProblem({ used_at: null, expires_at: now }, now)).toMatchObject(expired);
    expect(resetTokenProblem({ used_at: null, expires_at: now }, later)).toMatchObject(expired);
  });
});
