import { describe, expect, it } from 'vitest';

import { deferModulePreloads } from './deferModulePreloads.server';

const page =
  '<!DOCTYPE html><html lang="nb"><head><meta name="viewport" content="x"/>' +
  '<link rel="preload" as="image" href="/media/a.svg"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>' +
  '<link nonce="n" rel="stylesheet" href="/assets/styles-C.css"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js"/></head><body>' +
  '<a rel="modulepreload" href="/x">text</a><link rel="modulepreload" href="/assets/root-B.js"/>' +
  '<script type="module">import("/assets/entry.client-A.js");</script></body></html>';

describe('deferModulePreloads', () => {
  it('drops every module preload link and adds them back after the first paint, once each', () => {
    const html = deferModulePreloads(page, 'r3nd3r');

    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).toContain('<link rel="preload" as="image" href="/media/a.svg"/>');
    expect(html).toContain('<link nonce="n" rel="stylesheet" href="/assets/styles-C.css"/>');
    expect(html).toContain('<a rel="modulepreload" href="/x">text</a>');
    expect(html).toMatch(
      /<script nonce="r3nd3r">requestAnimationFrame\(.*\["\/assets\/entry\.client-A\.js","\/assets\/root-B\.js"\].*<\/script><\/body><\/html>$/,
    );
  });

  it('adds the preloads in the browser after a frame, six per task', async () => {
    const many = page.replace(
      '</head>',
      Array.from(
        { length: 7 },
        (_, index) => `<link rel="modulepreload" href="/assets/c${index}.js"/>`,
      ).join('') + '</head>',
    );
    const html = deferModulePreloads(many, 'n');
    const code = /<script nonce="n">(.*?)<\/script><\/body>/.exec(html)?.[1] ?? '';
    const appended: { rel: string; href: string }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    new Function('requestAnimationFrame', 'setTimeout', 'document', code)(
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
      {
        createElement: () => ({ rel: '', href: '' }),
        head: { appendChild: (link: { rel: string; href: string }) => appended.push(link) },
      },
    );
    expect(appended).toEqual([]);
    frames.forEach((frame) => frame());
    expect(appended).toEqual([]);
    timers.shift()!();
    expect(appended.map((link) => link.href)).toEqual([
      '/assets/entry.client-A.js',
      '/assets/root-B.js',
      '/assets/c0.js',
      '/assets/c1.js',
      '/assets/c2.js',
      '/assets/c3.js',
    ]);
    timers.shift()!();
    expect(appended).toHaveLength(9);
    expect(appended.every((link) => link.rel === 'modulepreload')).toBe(true);
    expect(timers).toEqual([]);
  });

  it('changes nothing on a page without module preloads', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Hei</p></body></html>';
    expect(deferModulePreloads(plain, 'n')).toBe(plain);
  });
});
