import { describe, expect, it } from 'vitest';

import { pageMeta } from './pageMeta';

describe('pageMeta', () => {
  it("gives the title with the shop's name, the description, the canonical link and JSON-LD", () => {
    expect(
      pageMeta({
        title: 'Motor',
        description: 'Deler til motoren',
        storeName: 'Agri Deler',
        canonical: 'https://shop.example/motor.html',
        jsonLd: [{ '@type': 'BreadcrumbList' }, null],
      }),
    ).toEqual([
      { title: 'Motor | Agri Deler' },
      { name: 'description', content: 'Deler til motoren' },
      { tagName: 'link', rel: 'canonical', href: 'https://shop.example/motor.html' },
      { 'script:ld+json': { '@type': 'BreadcrumbList' } },
    ]);
  });

  it("is the shop's name alone without a title, and nothing else it was not given", () => {
    expect(pageMeta({ title: null, storeName: null })).toEqual([{ title: 'Agri Deler' }]);
  });
});
