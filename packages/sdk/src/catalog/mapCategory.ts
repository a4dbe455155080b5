import type { CmsBlock } from '../cms/mapCmsBlocks';
import type { CategoryPageFieldsFragment } from '../generated/graphql';
import { categoryUrl } from './categoryUrl';

/** A link to a category: a breadcrumb, or a category a product is in. */
export interface CategoryLink {
  uid: string;
  name: string | null;
  /** `/{url_path}{url_suffix}`, or `null` when the category has no URL path. */
  url: string | null;
}

/** A sub-category as the category page lists it. */
export interface CategoryChild extends CategoryLink {
  position: number | null;
  /** Products in the sub-category; `null` when the backend does not say. */
  productCount: number | null;
}

/**
 * What a category page shows: its products (`products`), its CMS block (`page`) or both
 * (`products-and-page`). Magento's `PRODUCTS`, `PAGE` and `PRODUCTS_AND_PAGE`.
 */
export type CategoryDisplayMode = 'products' | 'page' | 'products-and-page';

/** A category page. */
export interface Category {
  uid: string;
  name: string | null;
  /** The URL path without suffix, such as `traktordeler/filter`. */
  urlPath: string;
  /** The page's link, `/{url_path}{url_suffix}`. */
  url: string;
  /** The description as HTML; `null` when there is none. */
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  displayMode: CategoryDisplayMode;
  /** The ancestors below the store root, top-down; empty for a top-level category. */
  breadcrumbs: CategoryLink[];
  /** The direct sub-categories, in the backend's order. */
  children: CategoryChild[];
  /** Products in the category (with its sub-categories); `null` when the backend does not say. */
  productCount: number | null;
  /** The CMS block the category shows, when it has one. */
  cmsBlock: CmsBlock | null;
}

type CategoryData = Omit<CategoryPageFieldsFragment, '__typename'>;

/** Maps Magento's `display_mode`; anything unknown or unset is `products`, Magento's default. */
export function mapDisplayMode(displayMode: string | null | undefined): CategoryDisplayMode {
  switch (displayMode) {
    case 'PAGE':
      return 'page';
    case 'PRODUCTS_AND_PAGE':
      return 'products-and-page';
    default:
      return 'products';
  }
}

/**
 * Maps the backend's category to a {@link Category}; `null` for one without a URL path, which no
 * page could show.
 */
export function mapCategory(data: CategoryData): Category | null {
  const url = categoryUrl(data.url_path, data.url_suffix);
  if (!data.url_path || !url) return null;
  const block = data.cms_block;
  return {
    uid: data.uid,
    name: data.name,
    urlPath: data.url_path,
    url,
    description: data.description || null,
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    displayMode: mapDisplayMode(data.display_mode),
    // Breadcrumbs carry no suffix of their own: the store uses one for every category.
    breadcrumbs: (data.breadcrumbs ?? []).flatMap((crumb) =>
      crumb
        ? [
            {
              uid: crumb.category_uid,
              name: crumb.category_name,
              url: categoryUrl(crumb.category_url_path, data.url_suffix),
            },
          ]
        : [],
    ),
    children: (data.children ?? []).flatMap((child) =>
      child
        ? [
            {
              uid: child.uid,
              name: child.name,
              position: child.position,
              url: categoryUrl(child.url_path, child.url_suffix),
              productCount: child.product_count,
            },
          ]
        : [],
    ),
    productCount: data.product_count,
    cmsBlock: block?.identifier
      ? { identifier: block.identifier, title: block.title, content: block.content ?? '' }
      : null,
  };
}
