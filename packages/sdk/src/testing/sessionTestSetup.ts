import { HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { vi } from 'vitest';
import { createEventBus, type SdkEvents } from '../events/createEventBus';
import { createSessionStore, type SessionStoreOptions } from '../session/createSessionStore';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { createTransport } from '../transport/createTransport';
import { buildCustomerData } from './customerData';
import { endpoint, magento } from './magento';

/** commerce-api's message for a refused sign-in. */
export const signInFailed =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

/** A session store over a real transport, with separate memory storages as in a browser. */
export function setupSession(
  options: {
    token?: string;
    credit?: string;
    confirmationRequired?: boolean;
  } = {},
) {
  const storage = createMemoryStorage([
    ['vsf-cart', 'cart-1'],
    ['vsf-cache-id', 'cache-1'],
    ['vsf-store', 'ad_nb_no'],
    ['vsf-currency', 'NOK'],
    ['vsf-locale', 'nb'],
    ['vsf-wishlist', 'share-1'],
  ]);
  const tokenStorage = createMemoryStorage(options.token ? [['vsf-customer', options.token]] : []);
  const preferenceStorage = createMemoryStorage([
    ['taxOff', 'false'],
    ...(options.credit ? [['vsf-credit-check-approved', options.credit] as const] : []),
  ]);
  const events = createEventBus();
  const expired: SdkEvents['session:expired'][] = [];
  events.on('session:expired', (event) => expired.push(event));
  const logger = { error: vi.fn() };
  const transport = createTransport({
    endpoint,
    storeCode: 'ad_nb_no',
    currency: 'NOK',
    getToken: () => tokenStorage.get('vsf-customer'),
    cacheIdStorage: storage,
    events,
  });
  const sessionOptions: SessionStoreOptions = {
    transport,
    events,
    storage,
    tokenStorage,
    preferenceStorage,
    logger,
    ...(options.confirmationRequired !== undefined && {
      confirmationRequired: options.confirmationRequired,
    }),
  };
  const session = createSessionStore(sessionOptions);
  const changes = vi.fn();
  session.subscribe(changes);
  return {
    session,
    transport,
    storage,
    tokenStorage,
    preferenceStorage,
    events,
    expired,
    logger,
    changes,
  };
}

/** Answers the login, recording what it was sent. */
export function answerLogin(
  server: SetupServer,
  token: string | null = 'token-1',
  creditCheckApproved: boolean | null = true,
): { variables: unknown; recaptcha: string | null }[] {
  const seen: { variables: unknown; recaptcha: string | null }[] = [];
  server.use(
    magento.mutation('GenerateCustomerToken', ({ variables, request }) => {
      seen.push({ variables, recaptcha: request.headers.get('X-ReCaptcha') });
      return HttpResponse.json({
        data: { generateCustomerToken: { token, credit_check_approved: creditCheckApproved } },
      });
    }),
  );
  return seen;
}

/** Answers the customer query, recording the Authorization header of each request. */
export function answerCustomer(server: SetupServer, data = buildCustomerData()): (string | null)[] {
  const authorizations: (string | null)[] = [];
  server.use(
    magento.query('Customer', ({ request }) => {
      authorizations.push(request.headers.get('Authorization'));
      return HttpResponse.json({ data: { customer: data } });
    }),
  );
  return authorizations;
}

export function answerRevoke(server: SetupServer): (string | null)[] {
  const authorizations: (string | null)[] = [];
  server.use(
    magento.mutation('RevokeCustomerToken', ({ request }) => {
      authorizations.push(request.headers.get('Authorization'));
      return HttpResponse.json({ data: { revokeCustomerToken: { result: true } } });
    }),
  );
  return authorizations;
}

export function graphQLErrors(message: string, category: string) {
  return HttpResponse.json<{ errors: { message: string; extensions: { category: string } }[] }>({
    errors: [{ message, extensions: { category } }],
  });
}

export async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject');
}
