import { SdkError, type Sdk } from '@agri-parts/sdk';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { sdkContext, storeConfigContext } from '../sdk/sdkContext';
import { loginAction, logoutAction, registerAction } from './accountActions.server';

/** A request context whose SDK session is `session`. */
function contextWith(session: Partial<Sdk['session']>) {
  const context = new RouterContextProvider();
  context.set(sdkContext, { session } as unknown as Sdk);
  context.set(storeConfigContext, () => Promise.resolve(null));
  return context;
}

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://127.0.0.1:3000${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields),
  });
}

/** What an action threw (a redirect) or returned (data with a status). */
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

describe('loginAction', () => {
  it('logs in with the trimmed e-mail and goes back with a 303', async () => {
    const login = vi.fn(() => Promise.resolve({} as never));
    const result = await outcome(() =>
      loginAction({
        request: post('/customer/login', {
          email: ' ola@example.no ',
          password: 'Traktor-2024',
          redirectTo: '/aktuelt?page=2',
          recaptchaToken: 'captcha',
        }),
        context: contextWith({ login }),
      }),
    );
    expect(login).toHaveBeenCalledWith({
      email: 'ola@example.no',
      password: 'Traktor-2024',
      recaptchaToken: 'captcha',
    });
    expect(result).toEqual({ status: 303, location: '/aktuelt?page=2' });
  });

  it('goes back to a download with a full page load, the file not being a page', async () => {
    const login = vi.fn(() => Promise.resolve({} as never));
    let thrown: unknown;
    try {
      await loginAction({
        request: post('/customer/login', {
          email: 'ola@example.no',
          password: 'Traktor-2024',
          redirectTo: '/downloads/1-2-3-4.abc',
        }),
        context: contextWith({ login }),
      });
    } catch (error) {
      thrown = error;
    }
    const response = thrown as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/downloads/1-2-3-4.abc');
    expect(response.headers.get('x-remix-reload-document')).toBe('true');
  });

  it('answers 400 with the form errors and never asks the API for an invalid form', async () => {
    const login = vi.fn();
    const result = await outcome(() =>
      loginAction({
        request: post('/customer/login', { email: 'ola', password: '' }),
        context: contextWith({ login }),
      }),
    );
    expect(login).not.toHaveBeenCalled();
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      result: {
        error: { email: ['Ugyldig e-postadresse'], password: ['Dette feltet er påkrevd'] },
      },
    });
  });

  it("answers 400 with the API's refusal in Norwegian, without the password", async () => {
    const login = vi.fn(() =>
      Promise.reject(
        new SdkError('graphql', 'refused', {
          graphQLErrors: [
            {
              message:
                'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
              category: 'graphql-authentication',
            },
          ],
        }),
      ),
    );
    const result = await outcome(() =>
      loginAction({
        request: post('/customer/login', { email: 'ola@example.no', password: 'Feil-1' }),
        context: contextWith({ login }),
      }),
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      result: {
        error: { '': ['Innloggingen var feil, eller kontoen din er midlertidig deaktivert.'] },
      },
    });
    expect(JSON.stringify(result.data)).not.toContain('Feil-1');
  });

  it('answers 429 with the wait when the API says this client must wait, not as a form error', async () => {
    const login = vi.fn(() =>
      Promise.reject(
        new SdkError('graphql', 'refused', {
          graphQLErrors: [
            {
              message: 'The account sign-in was incorrect or your account is disabled temporarily.',
              category: 'graphql-authentication',
              extensions: { error_code: 'TOO_MANY_ATTEMPTS', retry_after_seconds: 130 },
            },
          ],
        }),
      ),
    );
    const response = await loginAction({
      request: post('/customer/login', { email: 'ola@example.no', password: 'Traktor-2024' }),
      context: contextWith({ login }),
    });
    const { data, init } = response as unknown as {
      data: { result: { error?: unknown }; tooManyAttempts: unknown };
      init: { status: number; headers: Record<string, string> };
    };
    expect(init.status).toBe(429);
    expect(init.headers).toEqual({ 'Retry-After': '130' });
    expect(data.tooManyAttempts).toEqual({ retryAfterSeconds: 130 });
    expect(data.result.error).toBeUndefined();
    expect(JSON.stringify(data)).not.toContain('Traktor-2024');
  });

  it('never goes to another site afterwards', async () => {
    const result = await outcome(() =>
      loginAction({
        request: post('/customer/login', {
          email: 'ola@example.no',
          password: 'x',
          redirectTo: '//evil.example/',
        }),
        context: contextWith({ login: () => Promise.resolve({} as never) }),
      }),
    );
    expect(result).toEqual({ status: 303, location: '/' });
  });
});

describe('registerAction', () => {
  const fields = {
    firstname: 'Kari',
    lastname: 'Traktorsen',
    email: 'kari@example.no',
    password: 'Grasslag-2026',
    confirmPassword: 'Grasslag-2026',
    business: 'on',
    taxvat: 'NO 987 654 325 MVA',
    recaptchaToken: 'one',
    loginRecaptchaToken: 'two',
  };

  it('registers a private customer and goes back to the page the shopper came from', async () => {
    const register = vi.fn(() =>
      Promise.resolve({ outcome: 'logged-in' as const, state: {} as never }),
    );
    const privateFields = Object.fromEntries(
      Object.entries(fields).filter(([name]) => name !== 'business' && name !== 'taxvat'),
    );
    const result = await outcome(() =>
      registerAction({
        request: post('/customer/register', { ...privateFields, redirectTo: '/aktuelt' }),
        context: contextWith({ register }),
      }),
    );
    expect(register).toHaveBeenCalledWith(expect.objectContaining({ taxvat: null }));
    expect(result).toEqual({ status: 303, location: '/aktuelt' });
  });

  it('registers with a phone number as its 8 digits, and refuses one that is not Norwegian', async () => {
    const register = vi.fn(() =>
      Promise.resolve({ outcome: 'logged-in' as const, state: {} as never }),
    );
    await outcome(() =>
      registerAction({
        request: post('/customer/register', { ...fields, phoneNumber: '+47 912 34 567' }),
        context: contextWith({ register }),
      }),
    );
    expect(register).toHaveBeenCalledWith(expect.objectContaining({ phoneNumber: '91234567' }));
    register.mockClear();
    const refused = await outcome(() =>
      registerAction({
        request: post('/customer/register', { ...fields, phoneNumber: '12 34' }),
        context: contextWith({ register }),
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      data: {
        result: {
          error: {
            phoneNumber: ['Skriv et norsk telefonnummer med 8 siffer, gjerne med +47 foran.'],
          },
        },
      },
    });
    expect(register).not.toHaveBeenCalled();
  });

  it('refuses a business whose organisation number is not one, without asking the API', async () => {
    const register = vi.fn();
    for (const [taxvat, message] of [
      ['123', 'Organisasjonsnummeret må ha 9 siffer.'],
      ['987654321', 'Dette er ikke et gyldig organisasjonsnummer. Sjekk at sifrene er riktige.'],
    ] as const) {
      const result = await outcome(() =>
        registerAction({
          request: post('/customer/register', { ...fields, taxvat }),
          context: contextWith({ register }),
        }),
      );
      expect(result).toMatchObject({
        status: 400,
        data: { result: { error: { taxvat: [message] } } },
      });
    }
    expect(register).not.toHaveBeenCalled();
  });

  it("registers a business with the store's rules and both reCAPTCHA tokens, then tells it what happens next", async () => {
    const register = vi.fn(() =>
      Promise.resolve({ outcome: 'logged-in' as const, state: {} as never }),
    );
    const result = await outcome(() =>
      registerAction({
        request: post('/customer/register', { ...fields, redirectTo: '/aktuelt' }),
        context: contextWith({ register }),
      }),
    );
    expect(register).toHaveBeenCalledWith({
      firstname: 'Kari',
      lastname: 'Traktorsen',
      email: 'kari@example.no',
      password: 'Grasslag-2026',
      taxvat: '987654325',
      phoneNumber: null,
      isSubscribed: false,
      recaptchaToken: 'one',
      loginRecaptchaToken: 'two',
    });
    expect(result).toEqual({
      status: 303,
      location: '/customer/my-profile?saved=business-registered',
    });
  });

  it('says, in Norwegian, when this client has registered too often', async () => {
    const message = 'Too many requests; try again in 1800 seconds.';
    const register = vi.fn(() =>
      Promise.reject(
        new SdkError('graphql', message, {
          graphQLErrors: [
            {
              message,
              category: 'wm-unavailable',
              extensions: { error_code: 'TOO_MANY_REQUESTS', retry_after_seconds: 1800 },
            },
          ],
        }),
      ),
    );
    const result = await outcome(() =>
      registerAction({
        request: post('/customer/register', fields),
        context: contextWith({ register }),
      }),
    );
    expect(result).toMatchObject({
      status: 429,
      data: {
        result: {
          error: {
            '': [
              'Det har kommet for mange forespørsler herfra på kort tid. Prøv igjen om 30 minutter.',
            ],
          },
        },
      },
    });
  });

  it('says to confirm the account when the store requires it', async () => {
    const register = vi.fn(() =>
      Promise.resolve({ outcome: 'confirmation-required' as const, state: {} as never }),
    );
    const result = await outcome(() =>
      registerAction({
        request: post('/customer/register', fields),
        context: contextWith({ register }),
      }),
    );
    expect(result).toMatchObject({
      status: 200,
      data: { notice: 'Du må bekrefte kontoen din. Sjekk e-posten din for bekreftelseslenken.' },
    });
  });
});

describe('logoutAction', () => {
  async function logOutFrom(
    fields: Record<string, string>,
    destination: 'reload' | 'home',
    headers = {},
  ) {
    const logout = vi.fn(() => Promise.resolve({ destination }));
    const result = await outcome(() =>
      logoutAction({
        request: post('/customer/logout', fields, headers),
        context: contextWith({ logout }),
      }),
    );
    return { logout, result };
  }

  it('goes back to the page the shopper was on', async () => {
    const { logout, result } = await logOutFrom({ redirectTo: '/aktuelt?page=2' }, 'reload');
    expect(logout).toHaveBeenCalledWith({ pathname: '/aktuelt?page=2' });
    expect(result).toEqual({ status: 303, location: '/aktuelt?page=2' });
  });

  it('goes home from a checkout page, and from an account page a guest may not see', async () => {
    expect((await logOutFrom({ redirectTo: '/checkout/bestilling' }, 'home')).result.location).toBe(
      '/',
    );
    expect(
      (await logOutFrom({ redirectTo: '/customer/my-profile' }, 'reload')).result.location,
    ).toBe('/');
  });

  it('falls back to the page the form came from on this shop, else home', async () => {
    const same = await logOutFrom({}, 'reload', { referer: 'http://127.0.0.1:3000/faq.html?x=1' });
    expect(same.result.location).toBe('/faq.html?x=1');
    const other = await logOutFrom({}, 'reload', { referer: 'https://evil.example/page' });
    expect(other.result.location).toBe('/');
  });
});
