import type { SessionStore } from '../session/createSessionStore';
import { createGeneration, type Generation } from './createGeneration';

/** Whose state a store holds: a guest's, or the signed-in customer's. */
export type SessionOwner = 'guest' | 'customer';

/** The session a store follows; without `subscribe` the store does not follow its changes. */
export type FollowedSession = Pick<SessionStore, 'getSnapshot'> &
  Partial<Pick<SessionStore, 'subscribe'>>;

/** The owner the session's status gives: `customer` when authenticated, else `guest`. */
export function sessionOwner(session: Pick<SessionStore, 'getSnapshot'>): SessionOwner {
  return session.getSnapshot().status === 'authenticated' ? 'customer' : 'guest';
}

/** A store's owner and the {@link Generation} that changes with it; see {@link followSessionOwner}. */
export interface OwnerGeneration extends Generation {
  /** Whose state the store holds. */
  owner(): SessionOwner;
}

/** Options of {@link followSessionOwner}. */
export interface FollowSessionOwnerOptions {
  /**
   * Whose state the store holds, when the store keeps it in its state (a hydrated list may be
   * another owner's than the session's); by default the owner the session had last.
   */
  held?: () => SessionOwner;
}

/**
 * Follows the session for a store whose state belongs to a guest or a customer (cart, checkout,
 * wish list, tractors): when the session's status gives another owner than the held one, a new
 * generation starts (answers for the previous owner are dropped) and `onChange` gets the new
 * owner, to reset the state. A session change that keeps the owner (a customer loaded) does
 * nothing.
 */
export function followSessionOwner(
  session: FollowedSession,
  onChange: (owner: SessionOwner) => void,
  options: FollowSessionOwnerOptions = {},
): OwnerGeneration {
  const generation = createGeneration();
  let last = sessionOwner(session);
  const owner = options.held ?? (() => last);
  session.subscribe?.(() => {
    const next = sessionOwner(session);
    if (next === owner()) return;
    last = next;
    generation.next();
    onChange(next);
  });
  return { ...generation, owner };
}
