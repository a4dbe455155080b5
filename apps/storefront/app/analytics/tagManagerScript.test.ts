import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { tagManagerScript, tagManagerScriptUrl } from './tagManagerScript';

/** A script element as the sandbox makes it; `setAttribute` on its prototype, out of comparisons. */
class ScriptElement {
  src = '';
  async = false;
  nonce?: string;
  setAttribute(name: string, value: string) {
    if (name === 'nonce') this.nonce = value;
  }
}

/** Runs the script in a bare page-like sandbox and returns its data layer and loaded scripts. */
function run(script: string, nonce?: string) {
  const appended: ScriptElement[] = [];
  const window: { dataLayer?: unknown[] } = {};
  const document = {
    currentScript: nonce === undefined ? null : { nonce },
    createElement: () => new ScriptElement(),
    head: { appendChild: (element: ScriptElement) => appended.push(element) },
  };
  runInNewContext(script, { window, document, Date });
  // Consent commands are `arguments` objects; compare them as arrays.
  const entries = (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );
  return { entries, appended, raw: window.dataLayer ?? [] };
}

const defaults = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
};

describe('tagManagerScript', () => {
  it('puts the consent defaults first, as an arguments object, and loads nothing without a container', () => {
    const { entries, appended, raw } = run(tagManagerScript({ containerId: null, consent: null }));

    expect(entries).toEqual([['consent', 'default', { ...defaults, wait_for_update: 500 }]]);
    expect(Object.prototype.toString.call(raw[0])).toBe('[object Arguments]');
    expect(appended).toEqual([]);
  });

  it('loads the configured container after the consent defaults', () => {
    const { entries, appended } = run(
      tagManagerScript({ containerId: 'GTM-AB12CD3', consent: null }),
    );

    expect(entries[0]).toEqual(['consent', 'default', { ...defaults, wait_for_update: 500 }]);
    expect(entries[1]).toMatchObject({ event: 'gtm.js', 'gtm.start': expect.any(Number) });
    expect(appended).toEqual([
      { src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3', async: true },
    ]);
  });

  it('sends a recorded choice as an update before the container loads', () => {
    const { entries } = run(
      tagManagerScript({
        containerId: 'GTM-AB12CD3',
        consent: {
          version: 1,
          date: '2026-11-21T12:00:00.000Z',
          statistics: true,
          marketing: false,
        },
      }),
    );

    expect(entries.map((entry) => (Array.isArray(entry) ? entry[1] : 'gtm.js'))).toEqual([
      'default',
      'update',
      'gtm.js',
    ]);
    expect(entries[1]).toEqual([
      'consent',
      'update',
      { ...defaults, analytics_storage: 'granted', functionality_storage: 'granted' },
    ]);
  });

  it('loads the container by its address alone: the policy allows its origin, pages carry no nonce', () => {
    const script = tagManagerScript({ containerId: 'GTM-AB12CD3', consent: null });
    const [container] = run(script, 'n0nce==').appended;
    expect(container?.src).toBe(tagManagerScriptUrl('GTM-AB12CD3'));
    expect(container?.nonce).toBeUndefined();
  });

  it('has only the defaults without settings (an error page)', () => {
    expect(run(tagManagerScript(null)).entries).toHaveLength(1);
  });

  it('cannot be closed early by what it embeds', () => {
    expect(tagManagerScriptUrl('GTM-</script>')).not.toContain('</script>');
    expect(tagManagerScript({ containerId: 'GTM-A</script>', consent: null })).not.toContain(
      '</script>',
    );
  });
});
