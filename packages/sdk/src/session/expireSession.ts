import { endSession, revokeToken, tokenKey, type SessionContext } from './sessionContext';
import { storageKeysClearedAtExpiry } from './storageKeysClearedAtLogout';

/**
 * Ends the session because something it needs failed (`SessionStore.expire`; `cart-load-failed`:
 * the customer's cart, spec §4): the token is revoked, the token and the cart id are removed, the
 * state becomes guest and `session:expired` is emitted with `reason`. Does nothing for a guest.
 */
export async function expireSession(
  context: SessionContext,
  reason: 'cart-load-failed',
): Promise<void> {
  const { status } = context.store.getSnapshot();
  if (status !== 'authenticated' && !context.tokenStorage.get(tokenKey)) return;
  const session = context.sessions.current();
  await revokeToken(context);
  if (!context.sessions.isCurrent(session)) return;
  endSession(context, storageKeysClearedAtExpiry());
  context.events.emit('session:expired', { reason });
}
