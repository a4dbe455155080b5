import { describe, expect, it } from 'vitest';
import { urlRedirect } from './urlRedirect';

describe('urlRedirect', () => {
  it('is null when the URL is the entity’s own (code 0)', () => {
    expect(urlRedirect(0, 'traktordeler.html')).toBeNull();
  });

  it('is null without a code or a target', () => {
    expect(urlRedirect(null, 'traktordeler.html')).toBeNull();
    expect(urlRedirect(undefined, undefined)).toBeNull();
    expect(urlRedirect(301, null)).toBeNull();
    expect(urlRedirect(301, '')).toBeNull();
  });

  it('points a permanent or temporary redirect at the storefront path of the target', () => {
    expect(urlRedirect(301, 'traktordeler/nye-filter.html')).toEqual({
      code: 301,
      url: '/traktordeler/nye-filter.html',
    });
    expect(urlRedirect(302, '/kampanje')).toEqual({ code: 302, url: '/kampanje' });
  });

  it('keeps an absolute target as it is', () => {
    expect(urlRedirect(301, 'https://other.example/side')).toEqual({
      code: 301,
      url: 'https://other.example/side',
    });
  });
});
