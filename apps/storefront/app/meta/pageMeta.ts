import type { MetaDescriptor } from 'react-router';

import type { JsonLd } from '../seo/structuredData';
import { defaultStoreName, pageTitle } from './pageTitle';

/** What a page tells browsers and search engines about itself. */
export interface PageMetaOptions {
  title: string | null | undefined;
  description?: string | null | undefined;
  storeName: string | null;
  /** The page's one address for search engines (absolute, without tracking parameters). */
  canonical?: string | null | undefined;
  /** Structured data of the page; `null` entries are left out. */
  jsonLd?: readonly (JsonLd | null)[] | undefined;
  /** The picture shared with the page (a product's first image); the shop's icon otherwise. */
  image?: string | null | undefined;
  /** Open Graph type: `product` on product pages, `website` otherwise. */
  type?: 'website' | 'product' | 'article' | undefined;
}

/** The shop's picture for a shared page without one of its own (square PNG: SVG is not shared). */
export const defaultShareImage = '/images/icon-512.png';

/** An address made absolute against the page's canonical URL (shared cards need absolute ones). */
function absolute(url: string, canonical: string | null | undefined): string {
  if (!canonical) return url;
  try {
    return new URL(url, canonical).href;
  } catch {
    return url;
  }
}

/**
 * Open Graph and Twitter card tags: title, description, image, URL (the canonical one), site
 * name and locale. A page's own image makes a large card. Pure.
 */
function shareMeta(options: PageMetaOptions, title: string): MetaDescriptor[] {
  const image = absolute(options.image || defaultShareImage, options.canonical);
  const descriptors: MetaDescriptor[] = [
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:site_name', content: options.storeName ?? defaultStoreName },
    { property: 'og:locale', content: 'nb_NO' },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: options.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:image', content: image },
  ];
  if (options.description) {
    descriptors.push(
      { property: 'og:description', content: options.description },
      { name: 'twitter:description', content: options.description },
    );
  }
  if (options.canonical) descriptors.push({ property: 'og:url', content: options.canonical });
  return descriptors;
}

/**
 * The `<title>`, meta description, canonical link, Open Graph and Twitter card tags and JSON-LD of
 * a page, for a route's `meta`.
 */
export function pageMeta(options: PageMetaOptions): MetaDescriptor[] {
  const title = pageTitle(options.title, options.storeName);
  const descriptors: MetaDescriptor[] = [{ title }];
  if (options.description) {
    descriptors.push({ name: 'description', content: options.description });
  }
  if (options.canonical) {
    descriptors.push({ tagName: 'link', rel: 'canonical', href: options.canonical });
  }
  descriptors.push(...shareMeta(options, title));
  for (const data of options.jsonLd ?? []) {
    if (data) descriptors.push({ 'script:ld+json': data });
  }
  return descriptors;
}
