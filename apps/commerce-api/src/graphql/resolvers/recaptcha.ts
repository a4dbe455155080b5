import { CAPTCHA_FAILED, type CaptchaAction } from '../../customers/captcha.js';
import type { Resolvers } from '../generated/schemaTypes.js';

/** The forms whose requests carry a reCAPTCHA token when verification is on. */
export const GUARDED_FORMS: readonly CaptchaAction[] = [
  'CUSTOMER_LOGIN',
  'CUSTOMER_CREATE',
  'CUSTOMER_FORGOT_PASSWORD',
];

/** `recaptchaV3Config`: whether the storefront must send reCAPTCHA tokens, and its site key. */
export const recaptchaResolvers = {
  Query: {
    recaptchaV3Config: (_parent, _args, context) => {
      const enabled = context.captcha.enabled;
      return {
        is_enabled: enabled,
        website_key: enabled ? (context.recaptcha.siteKey ?? '') : '',
        forms: enabled ? [...GUARDED_FORMS] : [],
        minimum_score: context.recaptcha.minimumScore,
        badge_position: 'inline',
        language_code: 'no',
        theme: 'light',
        failure_message: CAPTCHA_FAILED,
      };
    },
  },
} satisfies Pick<Resolvers, 'Query'>;
