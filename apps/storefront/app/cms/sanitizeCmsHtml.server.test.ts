import { describe, expect, it } from 'vitest';

import { sanitizeCmsHtml } from './sanitizeCmsHtml.server';

describe('sanitizeCmsHtml', () => {
  it('keeps the markup CMS pages use: headings, lists, links, images, classes', () => {
    const html =
      '<section class="hero"><h1>Deler</h1><ul class="brand-list"><li><a href="/parts" class="button">Delesøk</a></li></ul>' +
      '<img src="https://shop.example/media/a.jpg" alt="Filter" width="200" height="100"></section>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it('keeps tel:, mailto: and https links', () => {
    const html =
      '<p><a href="tel:62000000">62 00 00 00</a> <a href="mailto:a@b.no">a@b.no</a> <a href="https://www.vegvesen.no/">SVV</a></p>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it('removes scripts with their content, and event handlers', () => {
    expect(sanitizeCmsHtml('<p onclick="steal()">Hei</p><script>steal()</script>')).toBe(
      '<p>Hei</p>',
    );
  });

  it('drops javascript: links and iframes', () => {
    expect(
      sanitizeCmsHtml('<a href="javascript:alert(1)">x</a><iframe src="//evil"></iframe>'),
    ).toBe('<a href>x</a>');
  });

  it('removes style elements and unknown tags but keeps their text where harmless', () => {
    expect(sanitizeCmsHtml('<style>body{display:none}</style><blink>Tilbud</blink>')).toBe(
      'Tilbud',
    );
  });
});
