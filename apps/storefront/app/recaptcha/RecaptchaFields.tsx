import { recaptchaFields } from './recaptchaFields';

/** The hidden fields `useRecaptchaSubmit` fills with tokens; empty when reCAPTCHA is off. */
export function RecaptchaFields() {
  return (
    <>
      <input type="hidden" name={recaptchaFields.token} defaultValue="" />
      <input type="hidden" name={recaptchaFields.loginToken} defaultValue="" />
    </>
  );
}
