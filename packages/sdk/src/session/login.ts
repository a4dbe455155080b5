import { SdkError } from '../errors/SdkError';
import { loadCustomer } from './loadCustomer';
import { recaptchaRequestOptions } from './recaptcha';
import {
  creditKey,
  dispatchSession,
  sessionRequests,
  startNewSession,
  tokenKey,
  type SessionContext,
} from './sessionContext';
import type { SessionState } from './sessionReducer';

/** What `SessionStore.login` needs. */
export interface LoginInput {
  email: string;
  password: string;
  /** A reCAPTCHA token, sent in the `X-ReCaptcha` header when given. */
  recaptchaToken?: string;
}

/**
 * Logs in (`SessionStore.login`): `generateCustomerToken`, then keeps the token (when the
 * answer has it) and the credit flag, starts a new session and loads the customer.
 */
export async function login(
  context: SessionContext,
  { email, password, recaptchaToken }: LoginInput,
): Promise<SessionState> {
  const { tokenStorage, preferenceStorage } = context;
  const { GenerateCustomerTokenDocument } = await sessionRequests();
  const { generateCustomerToken } = await context.transport.request(
    GenerateCustomerTokenDocument,
    { email: email.trim(), password },
    recaptchaRequestOptions(recaptchaToken),
  );
  if (!generateCustomerToken) {
    throw new SdkError('graphql', 'The backend answered the login without a token');
  }
  const { token, credit_check_approved: creditCheckApproved } = generateCustomerToken;
  if (token) tokenStorage.set(tokenKey, token);
  if (creditCheckApproved == null) preferenceStorage.remove(creditKey);
  else preferenceStorage.set(creditKey, String(creditCheckApproved));
  startNewSession(context);
  dispatchSession(context, { type: 'logged-in', creditCheckApproved: creditCheckApproved ?? null });
  await loadCustomer(context);
  return context.store.getSnapshot();
}
