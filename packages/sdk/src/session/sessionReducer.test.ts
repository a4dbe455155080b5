import { describe, expect, it } from 'vitest';
import { mapCustomer } from '../customer/mapCustomer';
import { buildCustomerData } from '../testing/customerData';
import {
  guestSessionState,
  sessionReducer,
  shouldLoadCustomer,
  type SessionState,
} from './sessionReducer';

const customer = mapCustomer(buildCustomerData());
const signedIn: SessionState = { status: 'authenticated', customer, creditCheckApproved: true };

describe('sessionReducer', () => {
  it('takes a hydrated state', () => {
    expect(sessionReducer(guestSessionState, { type: 'hydrated', state: signedIn })).toEqual(
      signedIn,
    );
  });

  it('keeps the same state for a hydration with equal values', () => {
    const state = sessionReducer(guestSessionState, { type: 'hydrated', state: signedIn });

    expect(sessionReducer(state, { type: 'hydrated', state: { ...signedIn } })).toBe(state);
    expect(
      sessionReducer(guestSessionState, { type: 'hydrated', state: { ...guestSessionState } }),
    ).toBe(guestSessionState);
  });

  it('drops a customer or credit flag hydrated with a guest status', () => {
    const next = sessionReducer(signedIn, {
      type: 'hydrated',
      state: { status: 'guest', customer, creditCheckApproved: true },
    });

    expect(next).toBe(guestSessionState);
  });

  it('is authenticated without a customer after login, until the customer is loaded', () => {
    const loggedIn = sessionReducer(guestSessionState, {
      type: 'logged-in',
      creditCheckApproved: false,
    });
    expect(loggedIn).toEqual({
      status: 'authenticated',
      customer: null,
      creditCheckApproved: false,
    });
    expect(shouldLoadCustomer(loggedIn)).toBe(true);

    const loaded = sessionReducer(loggedIn, { type: 'customer-loaded', customer });
    expect(loaded).toEqual({ status: 'authenticated', customer, creditCheckApproved: false });
    expect(shouldLoadCustomer(loaded)).toBe(false);
  });

  it('forgets the previous customer at a new login', () => {
    expect(sessionReducer(signedIn, { type: 'logged-in', creditCheckApproved: null })).toEqual({
      status: 'authenticated',
      customer: null,
      creditCheckApproved: null,
    });
  });

  it('replaces a changed customer and keeps the credit flag', () => {
    const changed = { ...customer, firstname: 'Kari' };

    expect(sessionReducer(signedIn, { type: 'customer-loaded', customer: changed })).toEqual({
      ...signedIn,
      customer: changed,
    });
    expect(sessionReducer(signedIn, { type: 'customer-loaded', customer })).toBe(signedIn);
  });

  it('becomes the guest state at logout, and stays the same state at a second one', () => {
    const loggedOut = sessionReducer(signedIn, { type: 'logged-out' });

    expect(loggedOut).toBe(guestSessionState);
    expect(sessionReducer(loggedOut, { type: 'logged-out' })).toBe(loggedOut);
  });
});

describe('shouldLoadCustomer', () => {
  it('is false for a guest and for a loaded customer', () => {
    expect(shouldLoadCustomer(guestSessionState)).toBe(false);
    expect(shouldLoadCustomer(signedIn)).toBe(false);
  });
});
