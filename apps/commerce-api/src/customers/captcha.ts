import type { RecaptchaConfig } from '../config.js';

/** The forms reCAPTCHA guards, named as Magento's `ReCaptchaFormEnum`. */
export type CaptchaAction = 'CUSTOMER_LOGIN' | 'CUSTOMER_CREATE' | 'CUSTOMER_FORGOT_PASSWORD';

/** Magento's answer when the reCAPTCHA check fails. */
export const CAPTCHA_FAILED = 'ReCaptcha validation failed, please try again';

/**
 * Checks the reCAPTCHA token a request carries (Magento's `X-ReCaptcha` header). `enabled`
 * tells clients (through `recaptchaV3Config`) whether they must send one.
 */
export interface CaptchaVerifier {
  readonly enabled: boolean;
  verify(token: string | null, action: CaptchaAction, remoteIp?: string): Promise<boolean>;
}

/** Verification switched off: every request passes. */
export const captchaOff: CaptchaVerifier = {
  enabled: false,
  verify: async () => true,
};

interface SiteVerifyResponse {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

/**
 * Google reCAPTCHA v3 over its `siteverify` API: the token must be valid and score at least the
 * configured minimum. A missing token, a failed call or an unreadable answer fails the check.
 */
export function createRecaptchaVerifier(
  config: RecaptchaConfig & { secretKey: string },
  options: { fetch?: typeof fetch; log?: (line: string) => void; timeoutMs?: number } = {},
): CaptchaVerifier {
  const doFetch = options.fetch ?? fetch;
  const log = options.log ?? (() => {});
  return {
    enabled: true,
    async verify(token, action, remoteIp) {
      if (!token) return false;
      const body = new URLSearchParams({ secret: config.secretKey, response: token });
      if (remoteIp) body.set('remoteip', remoteIp);
      let answer: SiteVerifyResponse;
      try {
        const response = await doFetch(config.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        answer = (await response.json()) as SiteVerifyResponse;
      } catch (error) {
        log(`reCAPTCHA verification for ${action} failed: ${String(error)}`);
        return false;
      }
      return captchaAnswerPasses(answer, config.minimumScore);
    },
  };
}

/** Whether Google's answer counts as a pass: success, with a score at or above the minimum. */
export function captchaAnswerPasses(answer: SiteVerifyResponse, minimumScore: number): boolean {
  if (answer.success !== true) return false;
  // v2 answers have no score; v3 answers must reach the threshold.
  return answer.score === undefined || answer.score >= minimumScore;
}

/** The verifier the configuration asks for: Google's when a secret key is set, else none. */
export function captchaVerifierFromConfig(
  config: RecaptchaConfig,
  log?: (line: string) => void,
): CaptchaVerifier {
  const { secretKey } = config;
  return secretKey ? createRecaptchaVerifier({ ...config, secretKey }, { log }) : captchaOff;
}
