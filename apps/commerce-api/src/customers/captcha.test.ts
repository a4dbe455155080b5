import { describe, expect, it, vi } from 'vitest';
import {
  captchaAnswerPasses,
  captchaOff,
  captchaVerifierFromConfig,
  createRecaptchaVerifier,
} from './captcha.js';

const config = {
  secretKey: 'secret',
  siteKey: 'site',
  verifyUrl: 'http://verify.test/siteverify',
  minimumScore: 0.5,
};

describe('captchaAnswerPasses', () => {
  it.each([
    [{ success: true, score: 0.9 }, true],
    [{ success: true, score: 0.5 }, true],
    [{ success: true, score: 0.49 }, false],
    [{ success: true }, true],
    [{ success: false, score: 0.9 }, false],
    [{}, false],
  ])('%j → %s', (answer, passes) => {
    expect(captchaAnswerPasses(answer, 0.5)).toBe(passes);
  });
});

describe('createRecaptchaVerifier', () => {
  it('posts the secret, the token and the client address as a form', async () => {
    const fetch = vi.fn(async () => Response.json({ success: true, score: 0.7 }));
    const verifier = createRecaptchaVerifier(config, { fetch });
    expect(await verifier.verify('tok', 'CUSTOMER_LOGIN', '10.0.0.1')).toBe(true);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://verify.test/siteverify');
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('secret=secret&response=tok&remoteip=10.0.0.1');
  });

  it('fails without a token, without asking Google', async () => {
    const fetch = vi.fn();
    expect(await createRecaptchaVerifier(config, { fetch }).verify(null, 'CUSTOMER_LOGIN')).toBe(
      false,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fails when Google cannot be reached or answers with an error', async () => {
    const log = vi.fn();
    const down = createRecaptchaVerifier(config, {
      fetch: async () => {
        throw new Error('ECONNREFUSED');
      },
      log,
    });
    expect(await down.verify('tok', 'CUSTOMER_CREATE')).toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('ECONNREFUSED'));
    const broken = createRecaptchaVerifier(config, {
      fetch: async () => new Response('nope', { status: 500 }),
    });
    expect(await broken.verify('tok', 'CUSTOMER_CREATE')).toBe(false);
  });
});

describe('captchaVerifierFromConfig', () => {
  it('is off without a secret key and on with one', async () => {
    expect(captchaVerifierFromConfig({ ...config, secretKey: null })).toBe(captchaOff);
    expect(await captchaOff.verify(null, 'CUSTOMER_LOGIN')).toBe(true);
    expect(captchaVerifierFromConfig(config).enabled).toBe(true);
  });
});
