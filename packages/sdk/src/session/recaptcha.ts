import type { RequestOptions } from '../transport/createTransport';

/** The request header Magento reads a reCAPTCHA token from (Magento_ReCaptchaWebapiGraphQl). */
export const recaptchaHeader = 'X-ReCaptcha';

/** Request options that send `token` in the {@link recaptchaHeader}; none without a token. */
export function recaptchaRequestOptions(token: string | null | undefined): RequestOptions {
  return token ? { headers: { [recaptchaHeader]: token } } : {};
}
