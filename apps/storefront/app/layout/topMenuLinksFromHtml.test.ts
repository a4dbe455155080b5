import { describe, expect, it } from 'vitest';

import { topMenuLinksFromHtml } from './topMenuLinksFromHtml';

describe('topMenuLinksFromHtml', () => {
  it('reads the seeded top menu block as links, in order', () => {
    const html =
      '<ul class="top-menu"><li><a href="/parts">Delesøk</a></li><li><a href="/search?term=tilbud">Tilbud</a></li>' +
      '<li><a href="/kontakt-oss">Kontakt <strong>oss</strong></a></li></ul>';
    expect(topMenuLinksFromHtml(html)).toEqual([
      { href: '/parts', label: 'Delesøk' },
      { href: '/search?term=tilbud', label: 'Tilbud' },
      { href: '/kontakt-oss', label: 'Kontakt oss' },
    ]);
  });

  it('leaves out links without a text, unsafe ones and repeated addresses', () => {
    const html =
      '<a href="/a"> </a><a href="javascript:alert(1)">Farlig</a><a href="/b">B</a><a href="/b">B igjen</a>';
    expect(topMenuLinksFromHtml(html)).toEqual([{ href: '/b', label: 'B' }]);
  });

  it('gives no links for a block of another shape', () => {
    expect(topMenuLinksFromHtml('<p>Åpent 07–16</p>')).toEqual([]);
  });
});
