import { describe, expect, it, vi } from 'vitest';
import { guestSessionState, type SessionState } from '../session/sessionReducer';
import { createStore } from './createStore';
import { followSessionOwner, sessionOwner, type SessionOwner } from './followSessionOwner';

const customer: SessionState = {
  status: 'authenticated',
  customer: null,
  creditCheckApproved: null,
};

function fakeSession(initial: SessionState = guestSessionState) {
  return createStore<SessionState>(initial);
}

describe('sessionOwner', () => {
  it('is the customer for an authenticated session, else the guest', () => {
    expect(sessionOwner(fakeSession(customer))).toBe('customer');
    expect(sessionOwner(fakeSession())).toBe('guest');
  });
});

describe('followSessionOwner', () => {
  it('starts a new generation and tells the new owner when the session changes owner', () => {
    const session = fakeSession();
    const onChange = vi.fn();
    const owner = followSessionOwner(session, onChange);
    const started = owner.current();
    expect(owner.owner()).toBe('guest');

    session.setState(customer, true);

    expect(owner.owner()).toBe('customer');
    expect(owner.isCurrent(started)).toBe(false);
    expect(onChange).toHaveBeenCalledWith('customer');

    session.setState(guestSessionState, true);
    expect(onChange).toHaveBeenLastCalledWith('guest');
    expect(owner.current()).toBe(started + 2);
  });

  it('does nothing for a session change that keeps the owner', () => {
    const session = fakeSession(customer);
    const onChange = vi.fn();
    const owner = followSessionOwner(session, onChange);
    session.setState({ creditCheckApproved: true });
    expect(onChange).not.toHaveBeenCalled();
    expect(owner.current()).toBe(0);
  });

  it('compares with the owner the store holds, when given', () => {
    const session = fakeSession();
    let held: SessionOwner = 'customer';
    const onChange = vi.fn((next: SessionOwner) => (held = next));
    const owner = followSessionOwner(session, onChange, { held: () => held });
    expect(owner.owner()).toBe('customer');

    // The store holds a customer's (hydrated) state already: a login changes nothing.
    session.setState(customer, true);
    expect(onChange).not.toHaveBeenCalled();

    session.setState(guestSessionState, true);
    expect(onChange).toHaveBeenCalledWith('guest');
    expect(owner.owner()).toBe('guest');
  });

  it('renews the generation for the same owner', () => {
    const owner = followSessionOwner(fakeSession(), () => undefined);
    const started = owner.current();
    owner.next();
    expect(owner.isCurrent(started)).toBe(false);
    expect(owner.owner()).toBe('guest');
  });

  it('follows nothing without subscribe', () => {
    const owner = followSessionOwner({ getSnapshot: () => customer }, () => undefined);
    expect(owner.owner()).toBe('customer');
  });
});
