import { describe, expect, it } from 'vitest';

import { topBarDismissedCookieString, topBarKey } from './topBarDismissal';

describe('topBarKey', () => {
  it('is the same for the same content and differs for another message', () => {
    expect(topBarKey('<p>Fri frakt</p>')).toBe(topBarKey('<p>Fri frakt</p>'));
    expect(topBarKey('<p>Fri frakt</p>')).not.toBe(topBarKey('<p>Stengt i påsken</p>'));
    expect(topBarKey('<p>Fri frakt</p>')).toMatch(/^[0-9a-z]+$/);
  });

  it('is remembered for a year on the whole site', () => {
    expect(topBarDismissedCookieString('abc')).toBe(
      'top-bar-dismissed=abc; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });
});
