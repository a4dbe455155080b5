import { describe, expect, it } from 'vitest';

import { withoutModulePreloads } from './withoutModulePreloads.server';

describe('withoutModulePreloads', () => {
  it('drops every module preload, in the head and the body, and nothing else', () => {
    const html =
      '<!DOCTYPE html><html lang="nb"><head><meta name="viewport" content="x"/>' +
      '<link rel="preload" as="image" href="/media/a.svg"/>' +
      '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>' +
      '<link nonce="n" rel="stylesheet" href="/assets/styles-C.css"/>' +
      '<link rel="modulepreload" href="/assets/root-B.js"/></head><body>' +
      '<a rel="modulepreload" href="/x">text</a><link rel="modulepreload" href="/assets/late.js"/>' +
      '<script type="module">import("/assets/entry.client-A.js");</script></body></html>';

    expect(withoutModulePreloads(html)).toBe(
      '<!DOCTYPE html><html lang="nb"><head><meta name="viewport" content="x"/>' +
        '<link rel="preload" as="image" href="/media/a.svg"/>' +
        '<link nonce="n" rel="stylesheet" href="/assets/styles-C.css"/></head><body>' +
        '<a rel="modulepreload" href="/x">text</a>' +
        '<script type="module">import("/assets/entry.client-A.js");</script></body></html>',
    );
  });
});
