import type { CmsPageQuery } from '../generated/graphql';

/** A content page of the shop, found by its URL identifier. */
export interface CmsPage {
  identifier: string;
  urlKey: string | null;
  title: string | null;
  /** The body as HTML; empty when the page has none. */
  content: string;
  /** The heading shown above the content. */
  contentHeading: string | null;
  /** Layout name, such as `1column`. */
  pageLayout: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
}

type CmsPageData = NonNullable<CmsPageQuery['cmsPage']>;

/** Maps the backend's `cmsPage` to a {@link CmsPage}; the asked identifier fills a missing one. */
export function mapCmsPage(data: CmsPageData, identifier: string): CmsPage {
  return {
    identifier: data.identifier ?? identifier,
    urlKey: data.url_key,
    title: data.title,
    content: data.content ?? '',
    contentHeading: data.content_heading,
    pageLayout: data.page_layout,
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    metaKeywords: data.meta_keywords,
  };
}
