/** What the page uses of Google's reCAPTCHA v3 script (`window.grecaptcha`). */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const scripts = new Map<string, Promise<void>>();

/** Adds Google's script for `siteKey` to the page, once; resolves when it has run. */
function addScript(siteKey: string, doc: Document): Promise<void> {
  let loading = scripts.get(siteKey);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('reCAPTCHA could not be loaded'));
      doc.head.append(script);
    });
    // A failed load may be tried again at the next submit.
    loading.catch(() => scripts.delete(siteKey));
    scripts.set(siteKey, loading);
  }
  return loading;
}

/**
 * Google's reCAPTCHA v3 for `siteKey`, ready to execute: the script is added to the page once
 * (unless the page has `grecaptcha` already). Rejects when it cannot be loaded; the form is then
 * sent without a token, and the API answers with its "ReCaptcha validation failed" message.
 */
export async function loadRecaptcha(
  siteKey: string,
  doc: Document = document,
): Promise<Grecaptcha> {
  if (!doc.defaultView?.grecaptcha) await addScript(siteKey, doc);
  const grecaptcha = doc.defaultView?.grecaptcha;
  if (!grecaptcha) throw new Error('reCAPTCHA loaded without grecaptcha');
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha;
}
