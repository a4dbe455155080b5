import type { JsonLd } from './structuredData';

/** What a page's loader gives its `meta` export: title, description, canonical URL, JSON-LD. */
export interface PageSeo {
  title: string | null;
  description: string | null;
  /** Absolute, from the configured public URL. */
  canonical: string;
  jsonLd: (JsonLd | null)[];
  /** The picture shared with the page (Open Graph), when it has one of its own. */
  image?: string | null;
  /** Open Graph type, when not `website`. */
  type?: 'product' | 'article';
}
