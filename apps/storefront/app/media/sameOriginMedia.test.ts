import { describe, expect, it } from 'vitest';

import { sameOriginMediaHtml, sameOriginMediaUrl } from './sameOriginMedia';

const api = 'https://api.agrideler.no';

describe('sameOriginMediaUrl', () => {
  it('makes a picture of the proxied origin a path of the shop, query and all', () => {
    expect(sameOriginMediaUrl(`${api}/media/catalog/product/a.svg?width=216`, api)).toBe(
      '/media/catalog/product/a.svg?width=216',
    );
  });

  it('leaves other hosts, other paths of the origin and every address without a proxy alone', () => {
    expect(sameOriginMediaUrl('https://cdn.agrideler.no/media/a.jpg', api)).toBe(
      'https://cdn.agrideler.no/media/a.jpg',
    );
    expect(sameOriginMediaUrl(`${api}/static/a.jpg`, api)).toBe(`${api}/static/a.jpg`);
    expect(sameOriginMediaUrl(`${api}.evil.test/media/a.jpg`, api)).toBe(
      `${api}.evil.test/media/a.jpg`,
    );
    expect(sameOriginMediaUrl('/favicon.svg', api)).toBe('/favicon.svg');
    expect(sameOriginMediaUrl(`${api}/media/a.svg`, null)).toBe(`${api}/media/a.svg`);
  });
});

describe('sameOriginMediaHtml', () => {
  it('rewrites every picture of the proxied origin in CMS HTML', () => {
    const html = `<p><img src="${api}/media/wysiwyg/a.jpg" alt=""><a href="${api}/media/b.pdf">PDF</a></p>`;

    expect(sameOriginMediaHtml(html, api)).toBe(
      '<p><img src="/media/wysiwyg/a.jpg" alt=""><a href="/media/b.pdf">PDF</a></p>',
    );
    expect(sameOriginMediaHtml(html, null)).toBe(html);
  });
});
