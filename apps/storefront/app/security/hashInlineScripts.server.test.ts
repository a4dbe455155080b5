import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { hashInlineScripts, scriptHash } from './hashInlineScripts.server';

const nonce = 'yeLNGb4jcmpqU5fvc6P5nQ==';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('scriptHash', () => {
  it('is the CSP specification’s own example', () => {
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it('hashes the text as the browser parses it: CR LF and lone CR become LF, NUL becomes U+FFFD', () => {
    expect(scriptHash('a();\r\nb();\rc();')).toBe(sha256('a();\nb();\nc();'));
    expect(scriptHash('x="\0"')).toBe(sha256('x="\uFFFD"'));
  });

  it('hashes UTF-8 bytes (Norwegian letters in the data)', () => {
    expect(scriptHash('t("Løpehjul")')).toBe(sha256('t("Løpehjul")'));
  });
});

describe('hashInlineScripts', () => {
  const page = [
    '<!DOCTYPE html><html><head>',
    `<link rel="modulepreload" href="/assets/entry.client-abc.js" nonce="${nonce}"/>`,
    `<script nonce="${nonce}">window.dataLayer=[];</script>`,
    '<script type="application/ld+json">{"@type":"Product","name":"Filter"}</script>',
    '</head><body><h1>Filter</h1>',
    `<script nonce="${nonce}" type="module" async="">import("/assets/entry.client-abc.js");</script>`,
    `<script nonce="${nonce}">window.__reactRouterContext.streamController.close();</script>`,
    '</body></html>',
  ].join('');

  it('allows every script that carries the render’s nonce by the hash of its text', () => {
    expect(hashInlineScripts(page, nonce).scriptHashes).toEqual([
      sha256('window.dataLayer=[];'),
      sha256('import("/assets/entry.client-abc.js");'),
      sha256('window.__reactRouterContext.streamController.close();'),
    ]);
  });

  it('leaves no nonce anywhere in the document, and nothing else changed', () => {
    const { html } = hashInlineScripts(page, nonce);
    expect(html).not.toContain(nonce);
    expect(html).not.toContain('nonce=');
    expect(html).toBe(page.split(` nonce="${nonce}"`).join(''));
    expect(html).toContain('<script type="module" async="">import(');
    expect(html).toContain('<link rel="modulepreload" href="/assets/entry.client-abc.js"/>');
  });

  it('gives no hash to a script that came in through content, which cannot know the nonce', () => {
    const injected = page.replace(
      '<h1>Filter</h1>',
      '<h1>Filter</h1><div><script>window.__xss=1</script>' +
        '<script nonce="guessed">window.__xss=2</script>' +
        `<script data-nonce="${nonce}">window.__xss=3</script></div>`,
    );
    const { html, scriptHashes } = hashInlineScripts(injected, nonce);
    expect(scriptHashes).toHaveLength(3);
    for (const text of ['window.__xss=1', 'window.__xss=2', 'window.__xss=3']) {
      expect(scriptHashes).not.toContain(sha256(text));
      expect(html).toContain(text);
    }
  });

  it('ends a script where the parser does, so text after an early end tag is not covered', () => {
    const broken = `<script nonce="${nonce}">var a = "</script ><script>window.__xss=1</script>`;
    const { scriptHashes } = hashInlineScripts(broken, nonce);
    expect(scriptHashes).toEqual([sha256('var a = "')]);
    expect(hashInlineScripts(`<script nonce="${nonce}">a()</SCRIPT>`, nonce).scriptHashes).toEqual([
      sha256('a()'),
    ]);
    // `</scripts>` does not end the element: the text runs on to the real end tag.
    expect(
      hashInlineScripts(`<script nonce="${nonce}">a("</scripts>")</script>`, nonce).scriptHashes,
    ).toEqual([sha256('a("</scripts>")')]);
  });

  it('gives JSON-LD (no nonce: data, not script) no hash', () => {
    const { scriptHashes } = hashInlineScripts(page, nonce);
    expect(scriptHashes).not.toContain(sha256('{"@type":"Product","name":"Filter"}'));
  });

  it('lists a script that appears twice once', () => {
    const twice = `<script nonce="${nonce}">a()</script><p></p><script nonce="${nonce}">a()</script>`;
    expect(hashInlineScripts(twice, nonce).scriptHashes).toEqual([sha256('a()')]);
  });

  it('changes nothing without a nonce (react-router dev)', () => {
    expect(hashInlineScripts(page, '')).toEqual({ html: page, scriptHashes: [] });
  });
});
