import { SdkError, type Sdk } from '@agri-parts/sdk';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { sdkContext, storeConfigContext } from '../sdk/sdkContext';
import {
  forgotPasswordAction,
  resetLinkStatus,
  resetPasswordAction,
} from './passwordResetActions.server';

function contextWith(sdk: {
  session?: Partial<Sdk['session']>;
  customer?: Partial<Sdk['customer']>;
}) {
  const context = new RouterContextProvider();
  context.set(sdkContext, sdk as unknown as Sdk);
  context.set(storeConfigContext, () => Promise.resolve(null));
  return context;
}

function post(fields: Record<string, string>) {
  return new Request('http://127.0.0.1:3000/customer/reset-password', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
}

async function outcome(run: () => Promise<unknown>) {
  try {
    const value = await run();
    const { data, init } = value as { data: unknown; init?: { status?: number } };
    return { status: init?.status ?? 200, data };
  } catch (thrown) {
    const response = thrown as Response;
    return { status: response.status, location: response.headers.get('location') };
  }
}

/** A refusal as the SDK throws it for commerce-api's answer: the message, the code beside it. */
const refused = (message: string, errorCode?: string) =>
  new SdkError('graphql', message, {
    graphQLErrors: [
      {
        message,
        category: 'graphql-input',
        ...(errorCode && { extensions: { category: 'graphql-input', error_code: errorCode } }),
      },
    ],
  });

describe('forgotPasswordAction', () => {
  const neutral = {
    status: 200,
    data: {
      notice:
        'Hvis det finnes en konto med denne e-postadressen, har vi sendt en lenke for å lage et nytt passord.',
    },
  };

  it('asks for the e-mail and answers with the neutral confirmation', async () => {
    const requestPasswordReset = vi.fn(() => Promise.resolve());
    const result = await outcome(() =>
      forgotPasswordAction({
        request: post({ email: ' kari@example.no ' }),
        context: contextWith({ customer: { requestPasswordReset } }),
      }),
    );
    expect(requestPasswordReset).toHaveBeenCalledWith({
      email: 'kari@example.no',
      recaptchaToken: undefined,
    });
    expect(result).toMatchObject(neutral);
  });

  it('answers the same when the API refuses, so nobody learns which addresses have accounts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const requestPasswordReset = vi.fn(() => Promise.reject(refused('No such entity with email')));
    const result = await outcome(() =>
      forgotPasswordAction({
        request: post({ email: 'nobody@example.no' }),
        context: contextWith({ customer: { requestPasswordReset } }),
      }),
    );
    expect(result).toMatchObject(neutral);
    warn.mockRestore();
  });

  it('says so, in Norwegian, when this client has asked for too many links', async () => {
    const tooMany = new SdkError('graphql', 'Too many requests; try again in 600 seconds.', {
      graphQLErrors: [
        {
          message: 'Too many requests; try again in 600 seconds.',
          category: 'wm-unavailable',
          extensions: {
            category: 'wm-unavailable',
            error_code: 'TOO_MANY_REQUESTS',
            retry_after_seconds: 600,
          },
        },
      ],
    });
    const result = await outcome(() =>
      forgotPasswordAction({
        request: post({ email: 'kari@example.no' }),
        context: contextWith({ customer: { requestPasswordReset: () => Promise.reject(tooMany) } }),
      }),
    );
    expect(result).toMatchObject({
      status: 429,
      data: {
        result: {
          error: {
            '': [
              'Det har kommet for mange forespørsler herfra på kort tid. Prøv igjen om 10 minutter.',
            ],
          },
        },
      },
    });
  });

  it('says so when the API cannot be reached', async () => {
    const requestPasswordReset = vi.fn(() => Promise.reject(new SdkError('network', 'down')));
    const result = await outcome(() =>
      forgotPasswordAction({
        request: post({ email: 'kari@example.no' }),
        context: contextWith({ customer: { requestPasswordReset } }),
      }),
    );
    expect(result).toMatchObject({
      status: 503,
      data: {
        result: { error: { '': ['Vi fikk ikke kontakt med nettbutikken. Prøv igjen om litt.'] } },
      },
    });
  });
});

describe('resetPasswordAction', () => {
  const fields = {
    email: 'kari@example.no',
    token: 'abc',
    password: 'Slattonn-2027',
    confirmPassword: 'Slattonn-2027',
  };

  it('sets the new password, logs in with it and opens the profile', async () => {
    const resetPassword = vi.fn(() => Promise.resolve());
    const login = vi.fn(() => Promise.resolve({} as never));
    const result = await outcome(() =>
      resetPasswordAction({
        request: post({ ...fields, loginRecaptchaToken: 'second' }),
        context: contextWith({ customer: { resetPassword }, session: { login } }),
      }),
    );
    expect(resetPassword).toHaveBeenCalledWith({
      email: 'kari@example.no',
      resetPasswordToken: 'abc',
      newPassword: 'Slattonn-2027',
      recaptchaToken: undefined,
    });
    expect(login).toHaveBeenCalledWith({
      email: 'kari@example.no',
      password: 'Slattonn-2027',
      recaptchaToken: 'second',
    });
    expect(result).toEqual({ status: 303, location: '/customer/my-profile' });
  });

  it('sends to the login page, saying the password is set, when the login after it fails', async () => {
    const result = await outcome(() =>
      resetPasswordAction({
        request: post(fields),
        context: contextWith({
          customer: { resetPassword: () => Promise.resolve() },
          session: { login: () => Promise.reject(new SdkError('network', 'down')) },
        }),
      }),
    );
    expect(result).toEqual({ status: 303, location: '/customer/login?passwordReset=1' });
  });

  it('says a used or expired link is invalid, in Norwegian', async () => {
    const result = await outcome(() =>
      resetPasswordAction({
        request: post(fields),
        context: contextWith({
          customer: {
            resetPassword: () =>
              Promise.reject(
                refused(
                  'The password token is mismatched. Reset and try again.',
                  'RESET_TOKEN_INVALID',
                ),
              ),
          },
        }),
      }),
    );
    expect(result).toMatchObject({
      status: 400,
      data: {
        result: { error: { '': ['Lenken for å lage nytt passord er ugyldig eller utløpt.'] } },
        linkStatus: 'invalid',
      },
    });
  });

  it('answers an expired link as expired, for the page to offer a new one', async () => {
    const result = await outcome(() =>
      resetPasswordAction({
        request: post(fields),
        context: contextWith({
          customer: {
            resetPassword: () =>
              Promise.reject(
                refused(
                  'The password token is expired. Reset and try again.',
                  'RESET_TOKEN_EXPIRED',
                ),
              ),
          },
        }),
      }),
    );
    expect(result).toMatchObject({ status: 400, data: { linkStatus: 'expired' } });
  });

  it("checks the new password against the store's rules before asking the API", async () => {
    const resetPassword = vi.fn();
    const result = await outcome(() =>
      resetPasswordAction({
        request: post({ ...fields, password: 'kort', confirmPassword: 'kort' }),
        context: contextWith({ customer: { resetPassword } }),
      }),
    );
    expect(resetPassword).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      status: 400,
      data: { result: { error: { password: ['Passordet må ha minst 8 tegn'] } } },
    });
  });
});

describe('resetLinkStatus', () => {
  it('asks the API whether the link still works', async () => {
    const passwordResetLinkStatus = vi.fn(() => Promise.resolve('expired' as const));
    const context = contextWith({ customer: { passwordResetLinkStatus } });
    expect(await resetLinkStatus(context, 'kari@example.no', 'abc')).toBe('expired');
    expect(passwordResetLinkStatus).toHaveBeenCalledWith({
      email: 'kari@example.no',
      resetPasswordToken: 'abc',
    });
  });

  it('is missing without an address or a token, without asking', async () => {
    const passwordResetLinkStatus = vi.fn();
    const context = contextWith({ customer: { passwordResetLinkStatus } });
    expect(await resetLinkStatus(context, '', 'abc')).toBe('missing');
    expect(await resetLinkStatus(context, 'kari@example.no', '')).toBe('missing');
    expect(passwordResetLinkStatus).not.toHaveBeenCalled();
  });

  it('shows the form when the API cannot say (sending it finds out)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const context = contextWith({
      customer: { passwordResetLinkStatus: () => Promise.reject(new SdkError('network', 'down')) },
    });
    expect(await resetLinkStatus(context, 'kari@example.no', 'abc')).toBe('valid');
    warn.mockRestore();
  });
});
