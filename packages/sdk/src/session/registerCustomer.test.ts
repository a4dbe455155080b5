import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomerData } from '../testing/customerData';
import { magento } from '../testing/magento';
import { answerCustomer, answerLogin, caught, setupSession } from '../testing/sessionTestSetup';
import { sessionErrorMessage } from './sessionErrorMessage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('registerCustomer (sdk.session.register)', () => {
  it('opens the account, then logs in with the same e-mail and password', async () => {
    let registration: { input: unknown; recaptcha: string | null } | undefined;
    server.use(
      magento.mutation('CreateCustomer', ({ variables, request }) => {
        registration = {
          input: variables['input'],
          recaptcha: request.headers.get('X-ReCaptcha'),
        };
        return HttpResponse.json({
          data: { createCustomerV2: { customer: buildCustomerData({ addresses: [] }) } },
        });
      }),
    );
    const logins = answerLogin(server, 'token-2', false);
    answerCustomer(server);
    const { session, tokenStorage } = setupSession();

    const result = await session.register({
      email: ' kari@example.no ',
      password: 'Traktor-2024',
      firstname: 'Kari',
      lastname: 'Nordmann',
      taxvat: ' NO987654321MVA ',
      isSubscribed: true,
      recaptchaToken: 'recaptcha-register',
      loginRecaptchaToken: 'recaptcha-login',
    });

    expect(registration).toEqual({
      input: {
        email: 'kari@example.no',
        password: 'Traktor-2024',
        firstname: 'Kari',
        lastname: 'Nordmann',
        taxvat: 'NO987654321MVA',
        is_subscribed: true,
      },
      recaptcha: 'recaptcha-register',
    });
    expect(logins).toEqual([
      {
        variables: { email: 'kari@example.no', password: 'Traktor-2024' },
        recaptcha: 'recaptcha-login',
      },
    ]);
    expect(tokenStorage.get('vsf-customer')).toBe('token-2');
    expect(result.outcome).toBe('logged-in');
    expect(result.state).toMatchObject({ status: 'authenticated', creditCheckApproved: false });
  });

  it('leaves out an empty VAT number and sends the optional fields given', async () => {
    let input: unknown;
    server.use(
      magento.mutation('CreateCustomer', ({ variables }) => {
        input = variables['input'];
        return HttpResponse.json({
          data: { createCustomerV2: { customer: buildCustomerData() } },
        });
      }),
    );
    const { session } = setupSession({ confirmationRequired: true });

    await session.register({
      email: 'kari@example.no',
      password: 'Traktor-2024',
      firstname: 'Kari',
      lastname: 'Nordmann',
      taxvat: ' ',
      phoneNumber: ' +47 912 34 567 ',
      dateOfBirth: '1990-05-17',
      gender: 2,
    });

    expect(input).toEqual({
      email: 'kari@example.no',
      password: 'Traktor-2024',
      firstname: 'Kari',
      lastname: 'Nordmann',
      phone_number: '+47 912 34 567',
      date_of_birth: '1990-05-17',
      gender: 2,
    });
  });

  it('does not log in when the account must be confirmed first', async () => {
    server.use(
      magento.mutation('CreateCustomer', () =>
        HttpResponse.json({ data: { createCustomerV2: { customer: buildCustomerData() } } }),
      ),
    );
    const { session, tokenStorage } = setupSession({ confirmationRequired: true });

    const result = await session.register({
      email: 'kari@example.no',
      password: 'Traktor-2024',
      firstname: 'Kari',
      lastname: 'Nordmann',
    });

    expect(result).toEqual({
      outcome: 'confirmation-required',
      state: { status: 'guest', customer: null, creditCheckApproved: null },
    });
    expect(tokenStorage.get('vsf-customer')).toBeNull();
  });

  it('throws the backend’s messages and does not log in when the registration is refused', async () => {
    server.use(
      magento.mutation('CreateCustomer', () =>
        HttpResponse.json({
          errors: [
            {
              message:
                'A customer with the same email address already exists in an associated website.',
              extensions: { category: 'graphql-input' },
            },
            {
              message: 'Required parameters are missing: firstname',
              extensions: { category: 'graphql-input' },
            },
          ],
        }),
      ),
    );
    const { session } = setupSession();

    const error = await caught(
      session.register({
        email: 'ola.nordmann@example.no',
        password: 'Traktor-2024',
        firstname: '',
        lastname: 'Nordmann',
      }),
    );

    expect(sessionErrorMessage(error).message).toBe(
      'A customer with the same email address already exists in an associated website., Required parameters are missing: firstname',
    );
    expect(session.getSnapshot().status).toBe('guest');
  });
});
