import type { Customer } from '../customer/mapCustomer';
import { isSdkError, SdkError } from '../errors/SdkError';
import {
  dispatchSession,
  endSession,
  revokeToken,
  sessionRequests,
  type SessionContext,
} from './sessionContext';
import { storageKeysClearedAtLogout } from './storageKeysClearedAtLogout';

/**
 * Loads the signed-in customer into the state (`SessionStore.loadCustomer`); concurrent calls
 * share one request. When it fails the session ends as at logout (the token revoked unless the
 * backend was unreachable or already refused it) and `session:expired` is emitted with
 * `user-load-failed`.
 */
export function loadCustomer(context: SessionContext): Promise<Customer> {
  const session = context.sessions.current();
  context.pendingLoad ??= requestCustomer(context, session).finally(() => {
    if (context.sessions.isCurrent(session)) context.pendingLoad = undefined;
  });
  return context.pendingLoad;
}

async function requestCustomer(context: SessionContext, session: number): Promise<Customer> {
  const { sessions } = context;
  try {
    const { CustomerDocument, mapCustomer } = await sessionRequests();
    const { customer } = await context.transport.request(CustomerDocument);
    if (!customer) throw new SdkError('graphql', 'The backend answered without a customer');
    const mapped = mapCustomer(customer);
    if (sessions.isCurrent(session)) {
      dispatchSession(context, { type: 'customer-loaded', customer: mapped });
    }
    return mapped;
  } catch (error) {
    // An authorization error has ended the session already (`session:expired`).
    if (sessions.isCurrent(session)) {
      if (!isSdkError(error, 'network')) await revokeToken(context);
      if (sessions.isCurrent(session)) {
        endSession(context, storageKeysClearedAtLogout());
        context.events.emit('session:expired', { reason: 'user-load-failed' });
      }
    }
    throw error;
  }
}
