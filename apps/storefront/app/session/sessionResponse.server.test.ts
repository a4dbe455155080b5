import { describe, expect, it } from 'vitest';

import {
  sessionSetCookies,
  withSessionHeaders,
  type SessionChange,
} from './sessionResponse.server';

const env = { CUSTOMER_TOKEN_LIFETIME_MINUTES: '60' };
const unchanged: SessionChange = {
  requestUrl: 'http://127.0.0.1:3000/kundeservice',
  cookieHeader: 'vsf-customer=t; vsf-cart=c',
  tokenBefore: 't',
  tokenAfter: 't',
  ending: 'logout',
  creditBefore: null,
  creditAfter: null,
};

describe('sessionSetCookies', () => {
  it('writes nothing while the token stays what the cookie said, or stays absent', () => {
    expect(sessionSetCookies(unchanged, env)).toEqual([]);
    expect(
      sessionSetCookies(
        { ...unchanged, cookieHeader: 'vsf-cart=c', tokenBefore: null, tokenAfter: null },
        env,
      ),
    ).toEqual([]);
  });

  it('sets the httpOnly cookie after a login, and after a login replacing another session', () => {
    const cookie = 'vsf-customer=new; Max-Age=3600; Path=/; HttpOnly; SameSite=Strict';
    expect(sessionSetCookies({ ...unchanged, tokenBefore: null, tokenAfter: 'new' }, env)).toEqual([
      cookie,
    ]);
    expect(sessionSetCookies({ ...unchanged, tokenBefore: 'old', tokenAfter: 'new' }, env)).toEqual(
      [cookie],
    );
  });

  it('clears the token and every session cookie the browser has at a logout, keeping store and currency', () => {
    const cleared = sessionSetCookies(
      {
        ...unchanged,
        cookieHeader:
          'vsf-customer=t; vsf-store=ad_nb_no; vsf-currency=NOK; vsf-cart=c; vsf-cache-id=x; taxOff=true',
        tokenAfter: null,
      },
      env,
    );
    expect(cleared).toEqual([
      'vsf-customer=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict',
      'vsf-cart=; Max-Age=0; Path=/; SameSite=Strict',
      'vsf-cache-id=; Max-Age=0; Path=/; SameSite=Strict',
    ]);
  });

  it("clears every cookie of the customer session when the API refused the token, the guest's kept", () => {
    const cleared = sessionSetCookies(
      {
        ...unchanged,
        cookieHeader:
          'vsf-customer=t; vsf-cart=c; vsf-cache-id=x; vsf-credit-check-approved=true; ' +
          'vsf-wishlist=w; vsf-cart-merge=g; vsf-store=ad_nb_no',
        tokenAfter: null,
        ending: 'expired',
        creditBefore: 'true',
      },
      env,
    );
    expect(cleared).toEqual([
      'vsf-customer=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict',
      'vsf-cart=; Max-Age=0; Path=/; SameSite=Strict',
      'vsf-cache-id=; Max-Age=0; Path=/; SameSite=Strict',
      'vsf-credit-check-approved=; Max-Age=0; Path=/; SameSite=Strict',
    ]);
  });

  it("keeps the login's credit flag in a script-readable cookie as long as the token, and clears it once", () => {
    expect(
      sessionSetCookies(
        { ...unchanged, tokenBefore: null, tokenAfter: 'new', creditAfter: 'true' },
        env,
      ),
    ).toEqual([
      'vsf-customer=new; Max-Age=3600; Path=/; HttpOnly; SameSite=Strict',
      'vsf-credit-check-approved=true; Max-Age=3600; Path=/; SameSite=Strict',
    ]);
    expect(
      sessionSetCookies(
        {
          ...unchanged,
          cookieHeader: 'vsf-customer=t; vsf-credit-check-approved=true',
          tokenAfter: null,
          creditBefore: 'true',
          creditAfter: null,
        },
        env,
      ),
    ).toEqual([
      'vsf-customer=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict',
      'vsf-credit-check-approved=; Max-Age=0; Path=/; SameSite=Strict',
    ]);
  });

  it("lets the cookie live as long as the store config's token lifetime", () => {
    const [cookie] = sessionSetCookies(
      { ...unchanged, tokenBefore: null, tokenAfter: 'new', lifetimeHours: 2 },
      env,
    );
    expect(cookie).toBe('vsf-customer=new; Max-Age=7200; Path=/; HttpOnly; SameSite=Strict');
  });

  it('marks the cookie Secure in production on a public HTTPS address', () => {
    const [cookie] = sessionSetCookies(
      { ...unchanged, requestUrl: 'https://agrideler.no/', tokenBefore: null, tokenAfter: 't' },
      { NODE_ENV: 'production' },
    );
    expect(cookie).toMatch(/; Secure$/);
  });

  it('marks the script-readable cookies it writes or clears Secure where the token is', () => {
    const https = { ...unchanged, requestUrl: 'https://agrideler.no/' };
    const production = { NODE_ENV: 'production' };
    expect(
      sessionSetCookies(
        { ...https, tokenBefore: null, tokenAfter: 't', creditAfter: 'true' },
        production,
      ),
    ).toEqual([
      'vsf-customer=t; Max-Age=3600; Path=/; HttpOnly; SameSite=Strict; Secure',
      'vsf-credit-check-approved=true; Max-Age=3600; Path=/; SameSite=Strict; Secure',
    ]);
    expect(sessionSetCookies({ ...https, tokenAfter: null }, production)).toEqual([
      'vsf-customer=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict; Secure',
      'vsf-cart=; Max-Age=0; Path=/; SameSite=Strict; Secure',
    ]);
    // Plain HTTP on loopback (npm start, the journeys): no Secure anywhere.
    expect(sessionSetCookies({ ...unchanged, tokenAfter: null }, production)).toEqual([
      'vsf-customer=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict',
      'vsf-cart=; Max-Age=0; Path=/; SameSite=Strict',
    ]);
  });
});

describe('withSessionHeaders', () => {
  it('returns an anonymous response as it is', () => {
    const response = new Response('x', { headers: { 'Cache-Control': 'public, max-age=60' } });
    expect(withSessionHeaders(response, { setCookies: [], personal: false })).toBe(response);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('appends every cookie and makes a personal response private, no-store', () => {
    const response = new Response('x', {
      headers: { 'Cache-Control': 'public, max-age=60', 'Set-Cookie': 'other=1' },
    });
    const result = withSessionHeaders(response, { setCookies: ['a=1', 'b=2'], personal: true });
    expect(result.headers.getSetCookie()).toEqual(['other=1', 'a=1', 'b=2']);
    expect(result.headers.get('cache-control')).toBe('private, no-store');
  });

  it('copies a response whose headers cannot change, keeping status and location', () => {
    const redirect = Response.redirect('http://127.0.0.1/', 302);
    const result = withSessionHeaders(redirect, { setCookies: ['a=1'], personal: true });
    expect(result.status).toBe(302);
    expect(result.headers.get('location')).toBe('http://127.0.0.1/');
    expect(result.headers.getSetCookie()).toEqual(['a=1']);
  });
});
