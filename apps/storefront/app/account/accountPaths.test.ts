import { describe, expect, it } from 'vitest';

import {
  loginRequiredPath,
  sessionEndedLoginPath,
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

describe('sessionEndedLoginPath', () => {
  it('leads to the login page, saying the session ended, with the page to come back to', () => {
    expect(sessionEndedLoginPath('/p/MF-3581?x=1')).toBe(
      '/customer/login?redirectTo=%2Fp%2FMF-3581%3Fx%3D1&sessionEnded=1',
    );
  });

  it('leaves home out of the way back', () => {
    expect(sessionEndedLoginPath('/')).toBe('/customer/login?sessionEnded=1');
  });

  it('never leads back to another site', () => {
    expect(sessionEndedLoginPath('https://evil.example/')).toBe('/customer/login?sessionEnded=1');
    expect(sessionEndedLoginPath('//evil.example/x')).toBe('/customer/login?sessionEnded=1');
  });

  it('from the login page, keeps the page it was to return to', () => {
    expect(sessionEndedLoginPath('/customer/login?redirectTo=%2Fcheckout')).toBe(
      '/customer/login?redirectTo=%2Fcheckout&sessionEnded=1',
    );
    expect(sessionEndedLoginPath('/customer/login?redirectTo=https%3A%2F%2Fevil.example')).toBe(
      '/customer/login?sessionEnded=1',
    );
  });
});

describe('loginRequiredPath', () => {
  it('leads to the login page, saying the page needs a login, with the way back to it', () => {
    expect(loginRequiredPath('/customer/order-history/000001043')).toBe(
      '/customer/login?redirectTo=%2Fcustomer%2Forder-history%2F000001043&loginRequired=1',
    );
    expect(loginRequiredPath('/customer/MyAccount/my-profile?tab=1')).toBe(
      '/customer/login?redirectTo=%2Fcustomer%2FMyAccount%2Fmy-profile%3Ftab%3D1&loginRequired=1',
    );
  });

  it('never leads back to another site', () => {
    expect(loginRequiredPath('//evil.example/customer')).toBe('/customer/login?loginRequired=1');
    expect(loginRequiredPath('/\\evil.example')).toBe('/customer/login?loginRequired=1');
    expect(loginRequiredPath('https://evil.example/')).toBe('/customer/login?loginRequired=1');
  });
});
