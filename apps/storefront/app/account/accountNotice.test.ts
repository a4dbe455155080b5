import { describe, expect, it } from 'vitest';

import { accountNotices, noticeMessage, withNotice } from './accountNotice';

describe('withNotice', () => {
  it('adds the notice to a path, after a query it has', () => {
    expect(withNotice('/customer/my-profile', 'email')).toBe('/customer/my-profile?saved=email');
    expect(withNotice('/customer/addresses-details?x=1', 'address-deleted')).toBe(
      '/customer/addresses-details?x=1&saved=address-deleted',
    );
  });
});

describe('noticeMessage', () => {
  it('gives the Norwegian message of each notice', () => {
    expect(noticeMessage('?saved=names')).toBe('Kontoopplysningene er lagret.');
    expect(noticeMessage(new URLSearchParams({ saved: 'address-created' }))).toBe(
      'Adressen er lagt til.',
    );
    for (const code of Object.keys(accountNotices)) {
      expect(noticeMessage(`?saved=${code}`)).toMatch(/\.$/);
    }
  });

  it('says nothing without a notice, for an unknown code, or for a text put into the link', () => {
    expect(noticeMessage('')).toBeNull();
    expect(noticeMessage('?page=2')).toBeNull();
    expect(noticeMessage('?saved=Du+har+vunnet')).toBeNull();
    expect(noticeMessage('?saved=toString')).toBeNull();
    expect(noticeMessage('?saved=__proto__')).toBeNull();
  });
});
