import type { MetaDescriptor } from 'react-router';

import type { JsonLd } from '../seo/structuredData';
import { pageTitle } from './pageTitle';

/** What a page tells browsers and search engines about itself. */
export interface PageMetaOptions {
  title: string | null | undefined;
  description?: string | null | undefined;
  storeName: string | null;
  /** The page's one address for search engines (absolute, without tracking parameters). */
  canonical?: string | null | undefined;
  /** Structured data of the page; `null` entries are left out. */
  jsonLd?: readonly (JsonLd | null)[] | undefined;
}

/** The `<title>`, meta description, canonical link and JSON-LD of a page, for a route's `meta`. */
export function pageMeta(options: PageMetaOptions): MetaDescriptor[] {
  const descriptors: MetaDescriptor[] = [{ title: pageTitle(options.title, options.storeName) }];
  if (options.description) {
    descriptors.push({ name: 'description', content: options.description });
  }
  if (options.canonical) {
    descriptors.push({ tagName: 'link', rel: 'canonical', href: options.canonical });
  }
  for (const data of options.jsonLd ?? []) {
    if (data) descriptors.push({ 'script:ld+json': data });
  }
  return descriptors;
}
