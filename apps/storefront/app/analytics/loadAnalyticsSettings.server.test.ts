import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadAnalyticsSettings } from './loadAnalyticsSettings.server';

const now = new Date('2026-11-21T12:00:00.000Z');
const cookie = (value: object) =>
  `vsf-cart=abc; vsf-consent=${encodeURIComponent(JSON.stringify(value))}`;

describe('loadAnalyticsSettings', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('has no container and no choice by default', () => {
    vi.stubEnv('GTM_CONTAINER_ID', '');
    expect(loadAnalyticsSettings(null, now)).toEqual({ containerId: null, consent: null });
  });

  it('takes the container from GTM_CONTAINER_ID and the choice from the vsf-consent cookie', () => {
    vi.stubEnv('GTM_CONTAINER_ID', ' GTM-AB12CD3 ');
    const choice = {
      version: 1,
      date: '2026-11-20T08:00:00.000Z',
      statistics: false,
      marketing: true,
    };

    expect(loadAnalyticsSettings(cookie(choice), now)).toEqual({
      containerId: 'GTM-AB12CD3',
      consent: choice,
    });
  });

  it('ignores a container id that is not one, and a choice of another version', () => {
    vi.stubEnv('GTM_CONTAINER_ID', "GTM-1');alert(1);//");
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const old = { version: 0, date: '2026-11-20T08:00:00.000Z', statistics: true, marketing: true };

    expect(loadAnalyticsSettings(cookie(old), now)).toEqual({ containerId: null, consent: null });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
