// @vitest-environment jsdom
import { createSdk, type RecaptchaConfig } from '@agri-parts/sdk';
import { SdkProvider } from '@agri-parts/react-hooks';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RecaptchaFields } from './RecaptchaFields';
import { useRecaptchaSubmit, type RecaptchaUse } from './useRecaptchaSubmit';

afterEach(() => {
  cleanup();
  delete window.grecaptcha;
});

function config(forms: RecaptchaConfig['forms']): RecaptchaConfig {
  return {
    enabled: true,
    websiteKey: 'site-key',
    forms,
    badgePosition: 'inline',
    languageCode: null,
    minimumScore: 0.5,
    theme: 'light',
    failureMessage: 'ReCaptcha validation failed, please try again',
  };
}

function TestForm({ use, submit }: { use: RecaptchaUse; submit: (form: HTMLFormElement) => void }) {
  const onSubmit = useRecaptchaSubmit(use, submit);
  return (
    <form aria-label="skjema" onSubmit={onSubmit}>
      <RecaptchaFields />
      <button type="submit">Send</button>
    </form>
  );
}

/** Renders a form guarded as `settings` say, with a fake Google script already on the page. */
async function setUp(settings: RecaptchaConfig | null, use: RecaptchaUse) {
  const execute = vi.fn((_key: string, { action }: { action: string }) =>
    Promise.resolve(`token-for-${action}`),
  );
  window.grecaptcha = { ready: (callback) => callback(), execute };
  const sdk = createSdk({ endpoint: 'http://shop.invalid/graphql' });
  const getConfig = vi.fn(() => Promise.resolve(settings));
  sdk.recaptcha = { getConfig };
  const submit = vi.fn<(form: HTMLFormElement) => void>();
  // After React's handlers (the document is above the root): what the browser would do next.
  const nativeSubmit = vi.fn((event: Event) => {
    browserWouldSend.push(!event.defaultPrevented);
    event.preventDefault();
  });
  const browserWouldSend: boolean[] = [];
  render(
    <SdkProvider sdk={sdk}>
      <TestForm use={use} submit={submit} />
    </SdkProvider>,
  );
  await waitFor(() => expect(getConfig).toHaveBeenCalled());
  // Let the settings arrive and the component render with them.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const form = screen.getByRole('form', { name: 'skjema' }) as HTMLFormElement;
  document.addEventListener('submit', nativeSubmit, { once: true });
  const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
  return { execute, submit, browserWouldSend, form, field };
}

describe('useRecaptchaSubmit', () => {
  it('leaves the form alone when reCAPTCHA is off', async () => {
    const { execute, submit, browserWouldSend, form } = await setUp(null, {
      form: 'CUSTOMER_LOGIN',
      action: 'login',
    });
    fireEvent.submit(form);
    expect(browserWouldSend).toEqual([true]);
    expect(execute).not.toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
  });

  it('leaves a form the API does not guard alone', async () => {
    const { execute, submit, form } = await setUp(config(['CUSTOMER_CREATE']), {
      form: 'CUSTOMER_LOGIN',
      action: 'login',
    });
    fireEvent.submit(form);
    expect(execute).not.toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
  });

  it('holds a guarded form back, puts the token in it and then sends it', async () => {
    const { execute, submit, browserWouldSend, form, field } = await setUp(
      config(['CUSTOMER_LOGIN']),
      { form: 'CUSTOMER_LOGIN', action: 'login' },
    );
    fireEvent.submit(form);
    expect(browserWouldSend).toEqual([false]);
    await waitFor(() => expect(submit).toHaveBeenCalledWith(form));
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'login' });
    expect(field('recaptchaToken')).toBe('token-for-login');
    expect(field('loginRecaptchaToken')).toBe('');
  });

  it('gets a second token for the login after a registration when logins are guarded', async () => {
    const { submit, form, field } = await setUp(config(['CUSTOMER_CREATE', 'CUSTOMER_LOGIN']), {
      form: 'CUSTOMER_CREATE',
      action: 'register',
      thenLogin: true,
    });
    fireEvent.submit(form);
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(field('recaptchaToken')).toBe('token-for-register');
    expect(field('loginRecaptchaToken')).toBe('token-for-login');
  });

  it('sends the form without a token when Google fails (the API then says why)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { execute, submit, form, field } = await setUp(config(['CUSTOMER_LOGIN']), {
      form: 'CUSTOMER_LOGIN',
      action: 'login',
    });
    execute.mockRejectedValueOnce(new Error('blocked'));
    fireEvent.submit(form);
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(field('recaptchaToken')).toBe('');
    consoleError.mockRestore();
  });
});
