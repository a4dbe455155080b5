import type { Sdk } from '@agri-parts/sdk';

import { headingsInOrder } from './headingsInOrder';
import { sanitizeCmsHtml } from './sanitizeCmsHtml.server';
import type { PageSeo } from '../seo/PageSeo';

/** What a CMS page shows. */
export interface CmsPageData {
  heading: string | null;
  html: string;
  meta: PageSeo;
}

/** A CMS page by identifier, its HTML sanitised; `null` when there is none. */
export async function loadCmsPage(
  sdk: Sdk,
  identifier: string,
  canonical: string,
): Promise<CmsPageData | null> {
  const page = await sdk.cms.getPage(identifier);
  if (!page) return null;
  return {
    heading: page.contentHeading ?? page.title,
    // Under the page's h1 (or the content's own), without skipping a level.
    html: headingsInOrder(sanitizeCmsHtml(page.content), 1),
    meta: {
      title: page.metaTitle ?? page.title,
      description: page.metaDescription,
      canonical,
      jsonLd: [],
    },
  };
}
