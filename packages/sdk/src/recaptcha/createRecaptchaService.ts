import { type ReCaptchaFormEnum } from '../generated/graphql';
import { RecaptchaConfigDocument } from './recaptchaConfig.generated';
import type { Transport } from '../transport/createTransport';

/** A form reCAPTCHA may guard, named as Magento's `ReCaptchaFormEnum`. */
export type RecaptchaForm = ReCaptchaFormEnum;

/** The public reCAPTCHA v3 settings a browser needs (`recaptchaV3Config`). */
export interface RecaptchaConfig {
  /** Whether the backend checks tokens at all. */
  enabled: boolean;
  /** The public site key to load reCAPTCHA with; empty when it is off. */
  websiteKey: string;
  /** The forms that must send a token (`CUSTOMER_LOGIN`, `CUSTOMER_CREATE`, ...). */
  forms: RecaptchaForm[];
  badgePosition: string;
  languageCode: string | null;
  minimumScore: number;
  theme: string;
  /** The backend's message for a failed check. */
  failureMessage: string;
}

/** Reads the reCAPTCHA settings (`sdk.recaptcha`). */
export interface RecaptchaService {
  /**
   * The settings, or `null` when the backend has none (then no form needs a token).
   *
   * @throws {@link SdkError} when the request fails.
   */
  getConfig(): Promise<RecaptchaConfig | null>;
}

/**
 * Whether `form` must send a reCAPTCHA token: verification is on, the site key is known and the
 * form is one of the guarded ones. Pure.
 *
 * @example
 * ```ts
 * if (recaptchaRequired(config, 'CUSTOMER_LOGIN')) token = await grecaptcha.execute(key, { action: 'login' });
 * ```
 */
export function recaptchaRequired(config: RecaptchaConfig | null, form: RecaptchaForm): boolean {
  return Boolean(config?.enabled && config.websiteKey && config.forms.includes(form));
}

/**
 * Creates the reCAPTCHA service of one SDK instance. Tokens travel in the `X-ReCaptcha` header of
 * the guarded calls (`session.login`, `session.register`, `customer.requestPasswordReset`,
 * `customer.resetPassword`).
 */
export function createRecaptchaService(transport: Transport): RecaptchaService {
  return {
    async getConfig() {
      const { recaptchaV3Config: data } = await transport.request(RecaptchaConfigDocument);
      if (!data) return null;
      return {
        enabled: data.is_enabled,
        websiteKey: data.website_key,
        forms: data.forms.filter((form) => form != null),
        badgePosition: data.badge_position,
        languageCode: data.language_code,
        minimumScore: data.minimum_score,
        theme: data.theme,
        failureMessage: data.failure_message,
      };
    },
  };
}
