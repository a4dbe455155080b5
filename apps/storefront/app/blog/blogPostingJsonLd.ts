import type { JsonLd } from '../seo/structuredData';

/** A blog post as schema.org `BlogPosting`; URLs absolute. Pure. */
export function blogPostingJsonLd(post: {
  title: string;
  url: string;
  imageUrl: string | null;
  /** ISO 8601. */
  publishedAt: string | null;
  author: string | null;
  description: string | null;
  publisherName: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    url: post.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    ...(post.imageUrl && { image: [post.imageUrl] }),
    ...(post.publishedAt && { datePublished: post.publishedAt }),
    ...(post.author && { author: { '@type': 'Person', name: post.author } }),
    ...(post.description && { description: post.description }),
    publisher: { '@type': 'Organization', name: post.publisherName },
  };
}
