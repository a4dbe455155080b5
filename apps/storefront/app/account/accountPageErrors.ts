import { isSdkError } from '@agri-parts/sdk';
import { redirect } from 'react-router';

import { accountErrorMessage } from '../session/backendMessages';

/**
 * What to tell the shopper about a failed change on an account page: the API's known messages
 * (the address rules' included) in Norwegian, joined by `, `; others as written; the shop's own
 * text when the API could not be reached (`accountErrorMessage`). Pure.
 */
export const accountPageErrorMessage = accountErrorMessage;

/**
 * Sends the shopper home when a call failed because the session has ended (the token expired or
 * was revoked: spec §4, the SDK has cleared it and the response clears the cookie): a 303 after
 * a form post, a 302 from a loader. Returns for any other failure.
 */
export function leaveWhenSessionEnded(error: unknown, status: 302 | 303 = 303): void {
  if (isSdkError(error, 'authorization')) throw redirect('/', status);
}
