import type { JsonLd } from './structuredData';

/** What a page's loader gives its `meta` export: title, description, canonical URL, JSON-LD. */
export interface PageSeo {
  title: string | null;
  description: string | null;
  /** Absolute, from the configured public URL. */
  canonical: string;
  jsonLd: (JsonLd | null)[];
}
