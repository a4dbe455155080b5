import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';

import { pageMeta } from './pageMeta';

/** The `property` / `name` tags of a meta list, as `{ key: content }`. */
function tags(descriptors: MetaDescriptor[]): Record<string, unknown> {
  return Object.fromEntries(
    descriptors.flatMap((descriptor) => {
      const tag = descriptor as Record<string, unknown>;
      const key = tag['property'] ?? tag['name'];
      return typeof key === 'string' && 'content' in tag ? [[key, tag['content']]] : [];
    }),
  );
}

describe('pageMeta', () => {
  it("gives the title with the shop's name, the description, the canonical link and JSON-LD", () => {
    const meta = pageMeta({
      title: 'Motor',
      description: 'Deler til motoren',
      storeName: 'Agri Deler',
      canonical: 'https://shop.example/motor.html',
      jsonLd: [{ '@type': 'BreadcrumbList' }, null],
    });
    expect(meta[0]).toEqual({ title: 'Motor | Agri Deler' });
    expect(meta).toContainEqual({ name: 'description', content: 'Deler til motoren' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.example/motor.html',
    });
    expect(meta.filter((descriptor) => 'script:ld+json' in descriptor)).toEqual([
      { 'script:ld+json': { '@type': 'BreadcrumbList' } },
    ]);
  });

  it('shares every page with Open Graph and Twitter tags, the shop’s picture by default', () => {
    expect(
      tags(
        pageMeta({
          title: 'Motor',
          description: 'Deler til motoren',
          storeName: 'Agri Deler',
          canonical: 'https://shop.example/motor.html',
        }),
      ),
    ).toEqual({
      description: 'Deler til motoren',
      'og:type': 'website',
      'og:title': 'Motor | Agri Deler',
      'og:description': 'Deler til motoren',
      'og:site_name': 'Agri Deler',
      'og:locale': 'nb_NO',
      'og:url': 'https://shop.example/motor.html',
      'og:image': 'https://shop.example/images/icon-512.png',
      'twitter:card': 'summary',
      'twitter:title': 'Motor | Agri Deler',
      'twitter:description': 'Deler til motoren',
      'twitter:image': 'https://shop.example/images/icon-512.png',
    });
  });

  it('shares a product with its own picture as a large card', () => {
    const shared = tags(
      pageMeta({
        title: 'Oljefilter',
        storeName: null,
        canonical: 'https://shop.example/oljefilter.html',
        image: 'https://api.example/media/catalog/product/o.jpg',
        type: 'product',
      }),
    );
    expect(shared).toMatchObject({
      'og:type': 'product',
      'og:image': 'https://api.example/media/catalog/product/o.jpg',
      'twitter:card': 'summary_large_image',
      'og:site_name': 'Agri Deler',
    });
    expect(shared).not.toHaveProperty('og:description');
  });

  it("is the shop's name and the shop's picture without a title or an address", () => {
    const meta = pageMeta({ title: null, storeName: null });
    expect(meta[0]).toEqual({ title: 'Agri Deler' });
    expect(tags(meta)).toMatchObject({ 'og:image': '/images/icon-512.png' });
    expect(tags(meta)).not.toHaveProperty('og:url');
  });
});
