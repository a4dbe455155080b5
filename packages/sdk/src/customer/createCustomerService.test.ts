import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { createEventBus, type SdkEvents } from '../events/createEventBus';
import { buildCustomerData } from '../testing/customerData';
import { createTransport } from '../transport/createTransport';
import { createCustomerService } from './createCustomerService';
import { mapCustomer } from './mapCustomer';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const events = createEventBus();
  const expired: SdkEvents['session:expired'][] = [];
  events.on('session:expired', (event) => expired.push(event));
  const onCustomerChanged = vi.fn();
  const transport = createTransport({
    endpoint,
    storeCode: 'ad_nb_no',
    currency: 'NOK',
    getToken: () => 'token-1',
    events,
  });
  return {
    customer: createCustomerService(transport, { onCustomerChanged }),
    onCustomerChanged,
    expired,
  };
}

function errors(message: string, category: string) {
  return HttpResponse.json<{ errors: { message: string; extensions: { category: string } }[] }>({
    errors: [{ message, extensions: { category } }],
  });
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject');
}

describe('createCustomerService', () => {
  describe('updateProfile', () => {
    it('sends only the fields given, and hands on the changed customer', async () => {
      let sent: unknown;
      const changedData = buildCustomerData({ firstname: 'Kari', taxvat: 'NO987654321MVA' });
      server.use(
        magento.mutation('UpdateCustomer', ({ variables, request }) => {
          sent = { input: variables['input'], authorization: request.headers.get('Authorization') };
          return HttpResponse.json({ data: { updateCustomerV2: { customer: changedData } } });
        }),
      );
      const { customer, onCustomerChanged } = setup();

      const result = await customer.updateProfile({
        firstname: 'Kari',
        taxvat: ' NO987654321MVA ',
        isSubscribed: true,
      });

      expect(sent).toEqual({
        input: { firstname: 'Kari', taxvat: 'NO987654321MVA', is_subscribed: true },
        authorization: 'Bearer token-1',
      });
      expect(result).toEqual(mapCustomer(changedData));
      expect(onCustomerChanged).toHaveBeenCalledWith(result);
    });

    it('removes the VAT number with null, and sends the other details', async () => {
      let sent: unknown;
      server.use(
        magento.mutation('UpdateCustomer', ({ variables }) => {
          sent = variables['input'];
          return HttpResponse.json({
            data: { updateCustomerV2: { customer: buildCustomerData() } },
          });
        }),
      );
      const { customer } = setup();

      await customer.updateProfile({
        lastname: 'Hansen',
        taxvat: null,
        dateOfBirth: '1980-01-31',
        gender: 1,
        prefix: 'Dr.',
        suffix: 'jr.',
        middlename: 'Nils',
        phoneNumber: ' 912 34 567 ',
        companyType: null,
      });

      expect(sent).toEqual({
        lastname: 'Hansen',
        taxvat: '',
        phone_number: '912 34 567',
        company_type: '',
        date_of_birth: '1980-01-31',
        gender: 1,
        prefix: 'Dr.',
        suffix: 'jr.',
        middlename: 'Nils',
      });
    });

    it('throws the backend’s refusal and changes nothing', async () => {
      server.use(
        magento.mutation('UpdateCustomer', () =>
          errors('Required parameters are missing: firstname', 'graphql-input'),
        ),
      );
      const { customer, onCustomerChanged } = setup();

      const error = await caught(customer.updateProfile({ firstname: ' ' }));

      expect(isSdkError(error, 'graphql')).toBe(true);
      expect(onCustomerChanged).not.toHaveBeenCalled();
    });

    it('throws an authorization error, which ends the session, when the token is refused', async () => {
      server.use(
        magento.mutation('UpdateCustomer', () =>
          errors("The current customer isn't authorized.", 'graphql-authorization'),
        ),
      );
      const { customer, expired } = setup();

      const error = await caught(customer.updateProfile({ firstname: 'Kari' }));

      expect(isSdkError(error, 'authorization')).toBe(true);
      expect(expired).toEqual([{ reason: 'authorization' }]);
    });
  });

  describe('updateEmail', () => {
    it('sends the new address with the password', async () => {
      let sent: unknown;
      server.use(
        magento.mutation('UpdateCustomerEmail', ({ variables }) => {
          sent = variables;
          return HttpResponse.json({
            data: {
              updateCustomerEmail: {
                customer: buildCustomerData({ email: 'kari@example.no' }),
              },
            },
          });
        }),
      );
      const { customer, onCustomerChanged } = setup();

      const result = await customer.updateEmail({
        email: ' kari@example.no ',
        password: 'Traktor-2024',
      });

      expect(sent).toEqual({ email: 'kari@example.no', password: 'Traktor-2024' });
      expect(result.email).toBe('kari@example.no');
      expect(onCustomerChanged).toHaveBeenCalledTimes(1);
    });

    it('throws when the password is wrong', async () => {
      server.use(
        magento.mutation('UpdateCustomerEmail', () =>
          errors(
            "The password doesn't match this account. Verify the password and try again.",
            'graphql-authentication',
          ),
        ),
      );
      const { customer, expired } = setup();

      const error = await caught(customer.updateEmail({ email: 'k@example.no', password: 'x' }));

      expect(isSdkError(error, 'graphql')).toBe(true);
      expect(expired).toEqual([]);
    });
  });

  describe('changePassword', () => {
    it('sends both passwords and hands on the customer', async () => {
      let sent: unknown;
      server.use(
        magento.mutation('ChangeCustomerPassword', ({ variables }) => {
          sent = variables;
          return HttpResponse.json({ data: { changeCustomerPassword: buildCustomerData() } });
        }),
      );
      const { customer, onCustomerChanged } = setup();

      await customer.changePassword({
        currentPassword: 'Traktor-2024',
        newPassword: 'Traktor-2025',
      });

      expect(sent).toEqual({ currentPassword: 'Traktor-2024', newPassword: 'Traktor-2025' });
      expect(onCustomerChanged).toHaveBeenCalledWith(mapCustomer(buildCustomerData()));
    });

    it('throws when the backend answers without a customer', async () => {
      server.use(
        magento.mutation('ChangeCustomerPassword', () =>
          HttpResponse.json({ data: { changeCustomerPassword: null } }),
        ),
      );
      const { customer } = setup();

      const error = await caught(
        customer.changePassword({ currentPassword: 'a', newPassword: 'b' }),
      );

      expect(isSdkError(error, 'graphql')).toBe(true);
    });
  });

  describe('requestPasswordReset', () => {
    it('sends the address with the reCAPTCHA token in the X-ReCaptcha header', async () => {
      let sent: unknown;
      server.use(
        magento.mutation('RequestPasswordResetEmail', ({ variables, request }) => {
          sent = { variables, recaptcha: request.headers.get('X-ReCaptcha') };
          return HttpResponse.json({ data: { requestPasswordResetEmail: true } });
        }),
      );
      const { customer } = setup();

      await customer.requestPasswordReset({ email: 'ola@example.no ', recaptchaToken: 'r-1' });

      expect(sent).toEqual({ variables: { email: 'ola@example.no' }, recaptcha: 'r-1' });
    });

    it('throws a network error when the backend cannot be reached', async () => {
      server.use(http.post(endpoint, () => HttpResponse.error()));
      const { customer } = setup();

      const error = await caught(customer.requestPasswordReset({ email: 'ola@example.no' }));

      expect(isSdkError(error, 'network')).toBe(true);
    });
  });

  describe('resetPassword', () => {
    it('sends the e-mailed token and the new password', async () => {
      let sent: unknown;
      server.use(
        magento.mutation('ResetPassword', ({ variables, request }) => {
          sent = { variables, recaptcha: request.headers.get('X-ReCaptcha') };
          return HttpResponse.json({ data: { resetPassword: true } });
        }),
      );
      const { customer } = setup();

      await customer.resetPassword({
        email: 'ola@example.no',
        resetPasswordToken: 'reset-1',
        newPassword: 'Traktor-2025',
      });

      expect(sent).toEqual({
        variables: {
          email: 'ola@example.no',
          resetPasswordToken: 'reset-1',
          newPassword: 'Traktor-2025',
        },
        recaptcha: null,
      });
    });

    it('throws when a used token is refused', async () => {
      server.use(
        magento.mutation('ResetPassword', () =>
          errors('The password token is mismatched. Reset and try again.', 'graphql-input'),
        ),
      );
      const { customer } = setup();

      const error = await caught(
        customer.resetPassword({
          email: 'a@example.no',
          resetPasswordToken: 'x',
          newPassword: 'y',
        }),
      );

      expect(isSdkError(error, 'graphql')).toBe(true);
    });

    it('throws when the backend answers false', async () => {
      server.use(
        magento.mutation('ResetPassword', () =>
          HttpResponse.json({ data: { resetPassword: false } }),
        ),
      );
      const { customer } = setup();

      const error = await caught(
        customer.resetPassword({
          email: 'a@example.no',
          resetPasswordToken: 'x',
          newPassword: 'y',
        }),
      );

      expect(isSdkError(error, 'graphql')).toBe(true);
    });
  });

  describe('passwordResetLinkStatus', () => {
    it('asks whether the link still works and maps the answer', async () => {
      let sent: unknown;
      server.use(
        magento.query('PasswordResetTokenStatus', ({ variables }) => {
          sent = variables;
          return HttpResponse.json({ data: { WmPasswordResetTokenStatus: 'EXPIRED' } });
        }),
      );
      const { customer } = setup();

      const status = await customer.passwordResetLinkStatus({
        email: ' ola@example.no ',
        resetPasswordToken: 'reset-1',
      });

      expect(status).toBe('expired');
      expect(sent).toEqual({ email: 'ola@example.no', resetPasswordToken: 'reset-1' });
    });

    it('throws what a backend without the query answers, for the page to try the link anyway', async () => {
      server.use(
        magento.query('PasswordResetTokenStatus', () =>
          HttpResponse.json({
            errors: [
              { message: 'Cannot query field "WmPasswordResetTokenStatus" on type "Query".' },
            ],
          }),
        ),
      );
      const { customer } = setup();

      const error = await caught(
        customer.passwordResetLinkStatus({ email: 'a@example.no', resetPasswordToken: 'x' }),
      );

      expect(isSdkError(error, 'graphql')).toBe(true);
    });
  });
});
