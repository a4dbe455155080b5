import { describe, expect, it } from 'vitest';

import { rootShouldRevalidate } from './rootRevalidation';

describe('rootShouldRevalidate', () => {
  it('reads the session again after a successful account action', () => {
    expect(
      rootShouldRevalidate({ formMethod: 'POST', formAction: '/customer/login?redirectTo=%2F' }),
    ).toBe(true);
    expect(
      rootShouldRevalidate({
        formMethod: 'POST',
        formAction: '/customer/logout',
        actionStatus: 303,
      }),
    ).toBe(true);
    expect(
      rootShouldRevalidate({
        formMethod: 'PATCH',
        formAction: '/customer/my-profile',
        actionStatus: 200,
      }),
    ).toBe(true);
    expect(
      rootShouldRevalidate({
        formMethod: 'DELETE',
        formAction: '/customer/addresses-details/edit/3',
      }),
    ).toBe(true);
  });

  it('keeps the data after a refused account action', () => {
    expect(
      rootShouldRevalidate({
        formMethod: 'POST',
        formAction: '/customer/login',
        actionStatus: 400,
      }),
    ).toBe(false);
    expect(
      rootShouldRevalidate({
        formMethod: 'POST',
        formAction: '/customer/register',
        actionStatus: 503,
      }),
    ).toBe(false);
  });

  it('keeps the data when moving between pages, on GET forms and on other actions', () => {
    expect(rootShouldRevalidate({})).toBe(false);
    expect(rootShouldRevalidate({ formMethod: 'GET', formAction: '/customer/login' })).toBe(false);
    expect(rootShouldRevalidate({ formMethod: 'POST', formAction: '/search' })).toBe(false);
    expect(rootShouldRevalidate({ formMethod: 'POST', formAction: '/customers' })).toBe(false);
  });
});
