import { describe, expect, it } from 'vitest';

import { safeHref } from './safeHref';

describe('safeHref', () => {
  it('keeps paths, fragments and http(s), mailto and tel links', () => {
    expect(safeHref('/kontakt-oss')).toBe('/kontakt-oss');
    expect(safeHref('traktordeler.html')).toBe('traktordeler.html');
    expect(safeHref('#main')).toBe('#main');
    expect(safeHref('https://www.example.no/x?y=1')).toBe('https://www.example.no/x?y=1');
    expect(safeHref('HTTP://example.no')).toBe('HTTP://example.no');
    expect(safeHref('mailto:post@example.no')).toBe('mailto:post@example.no');
    expect(safeHref('tel:+4712345678')).toBe('tel:+4712345678');
  });

  it('drops script and other schemes however they are spelt', () => {
    for (const href of [
      'javascript:window.__xss=1',
      'JaVaScRiPt:window.__xss=1',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0000javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
    ]) {
      expect(safeHref(href), JSON.stringify(href)).toBeNull();
    }
  });

  it('gives nothing for nothing', () => {
    expect(safeHref(null)).toBeNull();
    expect(safeHref(undefined)).toBeNull();
    expect(safeHref('')).toBeNull();
    expect(safeHref(' \t')).toBeNull();
  });
});
