import type { CustomerCreateInput } from '../generated/graphql';
import { login } from './login';
import { recaptchaRequestOptions } from './recaptcha';
import { sessionRequests, type SessionContext } from './sessionContext';
import type { SessionState } from './sessionReducer';

/** What `SessionStore.register` needs: the account to open. */
export interface RegisterInput {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  /** VAT number; business customers give one. Left out when empty. */
  taxvat?: string | null;
  /** Whether to send the newsletter. */
  isSubscribed?: boolean;
  /** Phone number (8 digits, optionally after +47; see `parsePhoneNumber`). Left out when empty. */
  phoneNumber?: string | null;
  /** Birth date, `YYYY-MM-DD`. */
  dateOfBirth?: string;
  /** Magento's gender code. */
  gender?: number;
  /** A reCAPTCHA token for the registration, sent in the `X-ReCaptcha` header when given. */
  recaptchaToken?: string;
  /**
   * A second reCAPTCHA token for the login that follows the registration. A token can be
   * verified only once, so with verification on the login needs its own; without it the login
   * is sent without a token.
   */
  loginRecaptchaToken?: string;
}

/**
 * How a registration ended: logged in at once, or (when the store requires account confirmation)
 * registered but not logged in; the storefront then shows "You must confirm your account…".
 */
export interface RegisterResult {
  outcome: 'logged-in' | 'confirmation-required';
  state: SessionState;
}

/**
 * Registers (`createCustomerV2`; `SessionStore.register`); then, unless the store requires
 * account confirmation, logs in with the same e-mail and password.
 */
export async function registerCustomer(
  context: SessionContext,
  input: RegisterInput,
): Promise<RegisterResult> {
  const { CreateCustomerDocument } = await sessionRequests();
  await context.transport.request(
    CreateCustomerDocument,
    { input: createCustomerInput(input) },
    recaptchaRequestOptions(input.recaptchaToken),
  );
  if (context.confirmationRequired) {
    return { outcome: 'confirmation-required', state: context.store.getSnapshot() };
  }
  const loggedIn = await login(context, {
    email: input.email.trim(),
    password: input.password,
    recaptchaToken: input.loginRecaptchaToken,
  });
  return { outcome: 'logged-in', state: loggedIn };
}

/** The account as `createCustomerV2` takes it: trimmed, without what was not given. Pure. */
function createCustomerInput(input: RegisterInput): CustomerCreateInput {
  const taxvat = input.taxvat?.trim();
  const phoneNumber = input.phoneNumber?.trim();
  return {
    email: input.email.trim(),
    password: input.password,
    firstname: input.firstname,
    lastname: input.lastname,
    ...(taxvat && { taxvat }),
    ...(phoneNumber && { phone_number: phoneNumber }),
    ...(input.isSubscribed !== undefined && { is_subscribed: input.isSubscribed }),
    ...(input.dateOfBirth && { date_of_birth: input.dateOfBirth }),
    ...(input.gender !== undefined && { gender: input.gender }),
  };
}
