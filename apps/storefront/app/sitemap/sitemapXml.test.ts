import { describe, expect, it } from 'vitest';

import { escapeXml, sitemapIndexXml, sitemapLastmod, urlsetXml } from './sitemapXml';

describe('escapeXml', () => {
  it('writes the five special characters as entities', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('leaves other text, Norwegian letters included, as it is', () => {
    expect(escapeXml('/kjøpsvilkår?side=2')).toBe('/kjøpsvilkår?side=2');
  });
});

describe('urlsetXml', () => {
  it('lists each page with its escaped address and its last change when known', () => {
    expect(
      urlsetXml([
        { url: 'https://agrideler.no/', lastmod: null },
        { url: 'https://agrideler.no/search?term=a&page=2', lastmod: '2025-01-01T10:00:00Z' },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://agrideler.no/</loc></url>\n' +
        '<url><loc>https://agrideler.no/search?term=a&amp;page=2</loc>' +
        '<lastmod>2025-01-01T10:00:00Z</lastmod></url>\n' +
        '</urlset>\n',
    );
  });

  it('is an empty urlset for no pages', () => {
    expect(urlsetXml([])).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>',
    );
  });
});

describe('sitemapIndexXml', () => {
  it('lists the part files', () => {
    expect(
      sitemapIndexXml([
        { url: 'https://agrideler.no/sitemaps/pages.xml' },
        { url: 'https://agrideler.no/sitemaps/blog.xml', lastmod: '2025-03-18T07:00:00Z' },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://agrideler.no/sitemaps/pages.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://agrideler.no/sitemaps/blog.xml</loc>' +
        '<lastmod>2025-03-18T07:00:00Z</lastmod></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });
});

describe('sitemapLastmod', () => {
  it.each([
    ['2025-01-01 10:00:00', '2025-01-01T10:00:00Z'],
    ['2025-01-01T10:00:00', '2025-01-01T10:00:00Z'],
    ['2025-03-18T07:00:00.000Z', '2025-03-18T07:00:00Z'],
    ['2025-03-18T09:00:00+02:00', '2025-03-18T07:00:00Z'],
    ['2025-03-18', '2025-03-18T00:00:00Z'],
  ])('reads %j as %j', (value, lastmod) => {
    expect(sitemapLastmod(value)).toBe(lastmod);
  });

  it.each([null, undefined, '', 'i går', '0000-00-00 00:00:00', 'Tue, 18 Mar 2025'])(
    'is null for %j',
    (value) => {
      expect(sitemapLastmod(value)).toBeNull();
    },
  );
});
