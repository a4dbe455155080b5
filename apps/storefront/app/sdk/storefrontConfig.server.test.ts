import { afterEach, describe, expect, it, vi } from 'vitest';

import { apiTimeoutMs } from './storefrontConfig.server';

describe('apiTimeoutMs', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('is 8 seconds when API_TIMEOUT_MS is not set', () => {
    vi.stubEnv('API_TIMEOUT_MS', '');
    expect(apiTimeoutMs()).toBe(8_000);
  });

  it('takes a positive whole number of milliseconds from API_TIMEOUT_MS', () => {
    vi.stubEnv('API_TIMEOUT_MS', ' 1500 ');
    expect(apiTimeoutMs()).toBe(1_500);
  });

  it.each(['0', '-5', '2.5', 'ten seconds'])(
    'ignores API_TIMEOUT_MS=%s with a warning and keeps 8 seconds',
    (value) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.stubEnv('API_TIMEOUT_MS', value);
      expect(apiTimeoutMs()).toBe(8_000);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`API_TIMEOUT_MS "${value}"`));
    },
  );
});
