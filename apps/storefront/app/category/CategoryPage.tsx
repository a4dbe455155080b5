import { Breadcrumbs, Link } from '@agri-parts/ui';

import { CmsContent } from '../cms/CmsContent';
import { translate } from '../i18n/translate';
import { Listing } from '../listing/Listing';
import { listingSettings } from '../listing/listingSettings';
import type { CategoryPageData } from './loadCategoryPage.server';

/**
 * A category page: breadcrumbs, heading, description and CMS block, sub-categories, and the
 * product listing with filters, sorting, page size, grid / list and pages.
 */
export function CategoryPage(props: CategoryPageData) {
  return (
    <article className="category-page">
      <Breadcrumbs
        items={props.breadcrumbs}
        labels={{ navigation: translate('navigation.breadcrumbs') }}
      />
      <h1>{props.name}</h1>
      {props.descriptionHtml ? (
        <CmsContent className="category-page__description" html={props.descriptionHtml} />
      ) : null}
      {props.cmsBlockHtml ? (
        <CmsContent className="category-page__block" html={props.cmsBlockHtml} />
      ) : null}
      {props.subcategories.length > 0 ? (
        <nav
          className="category-page__subcategories"
          aria-label={translate('category.subcategories')}
        >
          <ul>
            {props.subcategories.map((child) => (
              <li key={child.url}>
                <Link href={child.url}>{child.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {props.showProducts ? (
        <Listing data={props.listing} settings={listingSettings('category', props.gridPerPage)} />
      ) : null}
    </article>
  );
}
