import { describe, expect, it } from 'vitest';

import { mapPasswordResetLinkStatus, resetLinkStatusOfRefusal } from './passwordResetLink';

describe('mapPasswordResetLinkStatus', () => {
  it('maps each status commerce-api answers', () => {
    expect(mapPasswordResetLinkStatus('VALID')).toBe('valid');
    expect(mapPasswordResetLinkStatus('EXPIRED')).toBe('expired');
    expect(mapPasswordResetLinkStatus('INVALID')).toBe('invalid');
  });
});

describe('resetLinkStatusOfRefusal', () => {
  it('says an expired or an unusable link from a refused token', () => {
    expect(resetLinkStatusOfRefusal({ kind: 'reset_token_invalid', expired: true })).toBe(
      'expired',
    );
    expect(resetLinkStatusOfRefusal({ kind: 'reset_token_invalid', expired: false })).toBe(
      'invalid',
    );
  });

  it('leaves the link alone for every other refusal', () => {
    expect(
      resetLinkStatusOfRefusal({
        kind: 'password_rule',
        rule: 'too_short',
        minLength: 8,
        requiredClasses: null,
      }),
    ).toBeNull();
    expect(resetLinkStatusOfRefusal({ kind: 'recaptcha_failed' })).toBeNull();
    expect(resetLinkStatusOfRefusal(null)).toBeNull();
  });
});
