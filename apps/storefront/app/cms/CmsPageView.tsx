import { CmsContent } from './CmsContent';
import type { CmsPageData } from './loadCmsPage.server';

/** A CMS page: its heading, unless the content brings its own, and its content. */
export function CmsPageView({ heading, html }: CmsPageData) {
  const contentHasHeading = /<h1[\s>]/i.test(html);
  return (
    <article className="cms-page">
      {heading && !contentHasHeading ? <h1>{heading}</h1> : null}
      <CmsContent html={html} />
    </article>
  );
}
