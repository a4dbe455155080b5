// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadRecaptcha } from './loadRecaptcha';

afterEach(() => {
  delete window.grecaptcha;
  document.head.innerHTML = '';
});

const scriptsOf = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

describe('loadRecaptcha', () => {
  it("adds Google's script once for its site key and resolves when grecaptcha is ready", async () => {
    const first = loadRecaptcha('key one&x');
    const second = loadRecaptcha('key one&x');
    expect(scriptsOf()).toEqual(['https://www.google.com/recaptcha/api.js?render=key%20one%26x']);

    const grecaptcha = { ready: vi.fn((callback: () => void) => callback()), execute: vi.fn() };
    window.grecaptcha = grecaptcha;
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));

    await expect(first).resolves.toBe(grecaptcha);
    await expect(second).resolves.toBe(grecaptcha);
    expect(scriptsOf()).toHaveLength(1);
  });

  it('uses a grecaptcha the page has without adding a script', async () => {
    const grecaptcha = { ready: (callback: () => void) => callback(), execute: vi.fn() };
    window.grecaptcha = grecaptcha;
    await expect(loadRecaptcha('other-key')).resolves.toBe(grecaptcha);
    expect(scriptsOf()).toEqual([]);
  });

  it('rejects when the script cannot be loaded, and tries again next time', async () => {
    const failed = loadRecaptcha('broken-key');
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('reCAPTCHA could not be loaded');

    void loadRecaptcha('broken-key').catch(() => undefined);
    expect(scriptsOf()).toHaveLength(2);
  });
});
