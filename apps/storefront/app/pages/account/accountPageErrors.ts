import { isSdkError } from '@agri-parts/sdk';
import { redirect } from 'react-router';

import { translate, type MessageKey } from '../../i18n/translate';
import { accountErrorMessage } from '../../session/backendMessages';

/**
 * The API's refusals of address changes (commerce-api's words, Magento's where Magento has
 * them) that the account pages show in Norwegian, matched from the start of the message.
 */
const addressMessages: readonly (readonly [pattern: RegExp, key: MessageKey])[] = [
  [/^The billing address of a company account can't be changed/i, 'address.companyBillingLocked'],
  [
    /^A company account can't choose another default billing address/i,
    'address.companyDefaultBillingLocked',
  ],
  [
    /^Customer Address \d+ is set as default (billing|shipping) address/i,
    'address.defaultNotDeletable',
  ],
  [/^Could not find a address with ID/i, 'address.notFound'],
];

/**
 * What to tell the shopper about a failed change on an account page: the address rules'
 * messages in Norwegian, else what the login and registration forms say (`accountErrorMessage`:
 * the API's known messages in Norwegian joined by `, `, others as written, the shop's own text
 * when the API could not be reached). Pure.
 */
export function accountPageErrorMessage(error: unknown): string {
  if (isSdkError(error)) {
    for (const { message } of error.graphQLErrors) {
      const known = addressMessages.find(([pattern]) => pattern.test(message.trim()));
      if (known) return translate(known[1]);
    }
  }
  return accountErrorMessage(error);
}

/**
 * Sends the shopper home when a call failed because the session has ended (the token expired or
 * was revoked: spec §4, the SDK has cleared it and the response clears the cookie): a 303 after
 * a form post, a 302 from a loader. Returns for any other failure.
 */
export function leaveWhenSessionEnded(error: unknown, status: 302 | 303 = 303): void {
  if (isSdkError(error, 'authorization')) throw redirect('/', status);
}
