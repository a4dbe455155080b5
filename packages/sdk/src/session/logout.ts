import { logoutDestination, type LogoutDestination } from './logoutDestination';
import { endSession, revokeToken, tokenKey, type SessionContext } from './sessionContext';
import { storageKeysClearedAtLogout } from './storageKeysClearedAtLogout';

/** What `SessionStore.logout` needs. */
export interface LogoutOptions {
  /** The path of the page the shopper logs out from; decides the destination. */
  pathname: string;
}

/** Where to go after `SessionStore.logout`. */
export interface LogoutResult {
  destination: LogoutDestination;
}

/**
 * Logs out (`SessionStore.logout`): revokes the token (a failure is logged and the logout goes
 * on), removes the logout keys from every storage and becomes a guest; resolves with where to go.
 */
export async function logout(
  context: SessionContext,
  { pathname }: LogoutOptions,
): Promise<LogoutResult> {
  const { status } = context.store.getSnapshot();
  if (status === 'authenticated' || context.tokenStorage.get(tokenKey)) await revokeToken(context);
  endSession(context, storageKeysClearedAtLogout());
  return { destination: logoutDestination(pathname) };
}
