import { describe, expect, it } from 'vitest';

import { blogPostingJsonLd } from './blogPostingJsonLd';

describe('blogPostingJsonLd', () => {
  it('describes a post with its headline, date, author, image and publisher', () => {
    expect(
      blogPostingJsonLd({
        title: 'Vårklargjøring',
        url: 'https://agrideler.no/aktuelt/vaarklargjoring',
        imageUrl: 'https://agrideler.no/media/blog/vaarklargjoring.svg',
        publishedAt: '2025-03-18T07:00:00.000Z',
        author: 'Ola Haugen',
        description: 'Sjekklisten før våronna.',
        publisherName: 'Agri Deler',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Vårklargjøring',
      url: 'https://agrideler.no/aktuelt/vaarklargjoring',
      mainEntityOfPage: {
        '@type': 'WebPage',
        '@id': 'https://agrideler.no/aktuelt/vaarklargjoring',
      },
      image: ['https://agrideler.no/media/blog/vaarklargjoring.svg'],
      datePublished: '2025-03-18T07:00:00.000Z',
      author: { '@type': 'Person', name: 'Ola Haugen' },
      description: 'Sjekklisten før våronna.',
      publisher: { '@type': 'Organization', name: 'Agri Deler' },
    });
  });

  it('leaves out what the post does not have', () => {
    const data = blogPostingJsonLd({
      title: 'Uten alt',
      url: 'https://agrideler.no/aktuelt/uten-alt',
      imageUrl: null,
      publishedAt: null,
      author: null,
      description: null,
      publisherName: 'Agri Deler',
    });
    expect(Object.keys(data)).toEqual([
      '@context',
      '@type',
      'headline',
      'url',
      'mainEntityOfPage',
      'publisher',
    ]);
  });
});
