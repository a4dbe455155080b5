import { describe, expect, it } from 'vitest';

import { cmsPageLinks } from './cmsPageLinks';

describe('cmsPageLinks', () => {
  it('takes one-segment internal links once each, in order', () => {
    expect(
      cmsPageLinks(
        '<a href="/om-oss">Om oss</a><a href="/kjopsvilkar">Kjøpsvilkår</a><a href="/om-oss">Igjen</a>',
      ),
    ).toEqual(['om-oss', 'kjopsvilkar']);
  });

  it('leaves out categories, queries, deeper paths and other sites', () => {
    expect(
      cmsPageLinks(
        '<a href="/faq.html">FAQ</a><a href="/search?term=tilbud">Tilbud</a>' +
          '<a href="/parts/traktor">Deler</a><a href="https://example.com/x">Ute</a>' +
          '<a href="//example.com">Ute</a><a href="/">Hjem</a>',
      ),
    ).toEqual([]);
  });
});
