/** The form fields the account actions read reCAPTCHA tokens from (sent as `X-ReCaptcha`). */
export const recaptchaFields = {
  /** The token of the form's own call. */
  token: 'recaptchaToken',
  /** A second token, for the login that follows a registration or a password reset. */
  loginToken: 'loginRecaptchaToken',
} as const;

/** The token a form sent in `field`, or `undefined` when it sent none. */
export function recaptchaTokenOf(formData: FormData, field: string): string | undefined {
  const token = formData.get(field);
  return typeof token === 'string' && token ? token : undefined;
}
