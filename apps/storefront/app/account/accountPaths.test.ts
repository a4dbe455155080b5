import { describe, expect, it } from 'vitest';

import {
  accountPaths,
  changesSession,
  isProtectedAccountPath,
  safeRedirect,
  withRedirectTo,
} from './accountPaths';

describe('safeRedirect', () => {
  it('keeps a path of the shop, with its query and fragment', () => {
    expect(safeRedirect('/')).toBe('/');
    expect(safeRedirect('/traktordeler.html?page=2#top')).toBe('/traktordeler.html?page=2#top');
    expect(safeRedirect(' /customer/my-profile ')).toBe('/customer/my-profile');
  });

  it('refuses other sites, scheme-relative and backslash tricks, control characters', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil.example',
      '',
    ]) {
      expect(safeRedirect(target)).toBe('/');
    }
  });

  it('falls back for a missing value, or to the fallback given', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined, accountPaths.myProfile)).toBe('/customer/my-profile');
    expect(safeRedirect(new File([], 'x'))).toBe('/');
  });
});

describe('withRedirectTo', () => {
  it('adds the page to come back to, encoded, and nothing for home', () => {
    expect(withRedirectTo('/customer/login', '/search?term=filter 1')).toBe(
      '/customer/login?redirectTo=%2Fsearch%3Fterm%3Dfilter%201',
    );
    expect(withRedirectTo('/customer/login', '/')).toBe('/customer/login');
    expect(withRedirectTo('/customer/login', '//evil.example')).toBe('/customer/login');
  });
});

describe('changesSession', () => {
  it('is true for actions of the account area', () => {
    for (const action of [
      '/customer/login',
      '/customer/logout',
      '/customer/register?redirectTo=%2F',
      '/customer/my-profile?index',
      '/customer',
      '/Customer/Addresses-Details/edit/3',
    ]) {
      expect(changesSession(action)).toBe(true);
    }
  });

  it('is false for other actions and without one', () => {
    for (const action of ['/search', '/customers', '/customer-service', '/', undefined, '']) {
      expect(changesSession(action)).toBe(false);
    }
  });
});

describe('isProtectedAccountPath', () => {
  it('protects the account pages, the MyAccount duplicates included', () => {
    for (const path of [
      '/customer',
      '/customer/',
      '/customer/my-profile',
      '/customer/addresses-details/edit/12',
      '/customer/order-history/000000001',
      '/customer/find-my-tractor',
      '/customer/MyAccount/my-profile',
      '/CUSTOMER/MY-PROFILE',
    ]) {
      expect(isProtectedAccountPath(path)).toBe(true);
    }
  });

  it('leaves login, registration, logout and the password pages open', () => {
    for (const path of [
      '/customer/login',
      '/customer/register',
      '/customer/logout',
      '/customer/forgot-password',
      '/customer/reset-password',
      '/customer/account/createPassword',
      '/customer/MyAccount/reset-password',
    ]) {
      expect(isProtectedAccountPath(path)).toBe(false);
    }
  });

  it('leaves the rest of the shop open', () => {
    for (const path of [
      '/',
      '/customers',
      '/customer-service',
      '/traktordeler.html',
      '/checkout',
    ]) {
      expect(isProtectedAccountPath(path)).toBe(false);
    }
  });
});
