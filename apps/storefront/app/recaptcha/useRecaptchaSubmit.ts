import {
  recaptchaRequired,
  type RecaptchaConfig,
  type RecaptchaForm,
  type Sdk,
} from '@agri-parts/sdk';
import { useSdk } from '@agri-parts/react-hooks';
import { useEffect, useState, type FormEvent } from 'react';

import { loadRecaptcha } from './loadRecaptcha';
import { recaptchaFields } from './recaptchaFields';

/** What a form asks reCAPTCHA for: its own call, and whether a login follows it. */
export interface RecaptchaUse {
  form: RecaptchaForm;
  /** The action name Google records (`login`, `register`…). */
  action: string;
  /** A login follows (registration, password reset): a second token when logins are guarded. */
  thenLogin?: boolean;
}

const configs = new WeakMap<Sdk, Promise<RecaptchaConfig | null>>();

/** The API's reCAPTCHA settings, asked once per SDK instance; `null` when they cannot be read. */
function recaptchaConfig(sdk: Sdk): Promise<RecaptchaConfig | null> {
  let config = configs.get(sdk);
  if (!config) {
    config = sdk.recaptcha.getConfig().catch(() => null);
    configs.set(sdk, config);
  }
  return config;
}

/**
 * reCAPTCHA v3 for an account form (spec §5: login, registration, password reset request and new
 * password carry a token). When the API guards the form (`recaptchaV3Config`), the returned submit
 * handler holds the submission, fetches the token(s) from Google into the form's hidden fields
 * ({@link recaptchaFields}) and then sends the form with `submit`. When it does not — the default —
 * the handler does nothing and no script is loaded. Call it after the form's own validation.
 */
export function useRecaptchaSubmit(
  use: RecaptchaUse,
  submit: (form: HTMLFormElement) => void,
): (event: FormEvent<HTMLFormElement>) => void {
  const sdk = useSdk();
  const [config, setConfig] = useState<RecaptchaConfig | null>(null);
  useEffect(() => {
    let current = true;
    void recaptchaConfig(sdk).then((loaded) => {
      if (current) setConfig(loaded);
    });
    return () => {
      current = false;
    };
  }, [sdk]);
  const required = recaptchaRequired(config, use.form);
  const loginRequired = Boolean(use.thenLogin) && recaptchaRequired(config, 'CUSTOMER_LOGIN');
  const siteKey = config?.websiteKey ?? '';

  useEffect(() => {
    // Loaded ahead, so the submit does not wait for the script.
    if (required || loginRequired) loadRecaptcha(siteKey).catch(() => undefined);
  }, [required, loginRequired, siteKey]);

  return (event) => {
    if (event.defaultPrevented || (!required && !loginRequired)) return;
    event.preventDefault();
    const form = event.currentTarget;
    void (async () => {
      try {
        const grecaptcha = await loadRecaptcha(siteKey);
        const [token, loginToken] = await Promise.all([
          required ? grecaptcha.execute(siteKey, { action: use.action }) : null,
          loginRequired ? grecaptcha.execute(siteKey, { action: 'login' }) : null,
        ]);
        setField(form, recaptchaFields.token, token);
        setField(form, recaptchaFields.loginToken, loginToken);
      } catch (error) {
        // Sent without a token: the API answers with its own message, shown as any refusal.
        console.error('reCAPTCHA failed:', error);
      }
      submit(form);
    })();
  };
}

function setField(form: HTMLFormElement, name: string, value: string | null): void {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement) field.value = value ?? '';
}
