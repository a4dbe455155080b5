import { describe, expect, it } from 'vitest';

import { prioritiseHead } from './prioritiseHead.server';

const page = (head: string, body = '<p>Hei</p>') =>
  `<!DOCTYPE html><html lang="nb"><head>${head}</head><body>${body}</body></html>`;

describe('prioritiseHead', () => {
  it('drops every module preload and puts the stylesheets right after the viewport', () => {
    const html = page(
      '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
        '<link rel="preload" as="image" href="/media/a.svg"/><title>Traktordeler</title>' +
        '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>' +
        '<link rel="modulepreload" href="/assets/root-B.js"/>' +
        '<link nonce="n" rel="stylesheet" href="/assets/styles-C.css"/>' +
        '<link rel="stylesheet" href="/assets/app-D.css"/>',
    );

    expect(prioritiseHead(html)).toBe(
      page(
        '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
          '<link nonce="n" rel="stylesheet" href="/assets/styles-C.css"/>' +
          '<link rel="stylesheet" href="/assets/app-D.css"/>' +
          '<link rel="preload" as="image" href="/media/a.svg"/><title>Traktordeler</title>',
      ),
    );
  });

  it('leaves the body alone but for module preloads, and the scripts where they are', () => {
    const body =
      '<a rel="stylesheet" href="/x">not a link tag</a>' +
      '<link rel="modulepreload" href="/assets/late.js"/>' +
      '<script type="module">import("/assets/entry.client-A.js");</script>';
    const result = prioritiseHead(page('<meta name="viewport" content="x"/>', body));

    expect(result).toContain('<a rel="stylesheet" href="/x">not a link tag</a>');
    expect(result).toContain('<script type="module">import("/assets/entry.client-A.js");</script>');
    expect(result).not.toContain('modulepreload');
  });

  it('puts the stylesheets first in a head without a viewport, and keeps a page without a head', () => {
    expect(prioritiseHead(page('<title>X</title><link rel="stylesheet" href="/s.css"/>'))).toBe(
      page('<link rel="stylesheet" href="/s.css"/><title>X</title>'),
    );
    expect(prioritiseHead('<p>no head</p>')).toBe('<p>no head</p>');
  });
});
