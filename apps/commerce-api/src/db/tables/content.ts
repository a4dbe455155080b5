import type { Timestamp } from './columns.js';

/** Content and the part finder: CMS, blog, menu, finders, fitments, countries. */

export interface CmsPageTable {
  page_id: number;
  identifier: string;
  title: string;
  content_heading: string;
  content: string;
  page_layout: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string | null;
  is_active: boolean;
}

export interface CmsBlockTable {
  identifier: string;
  title: string;
  content: string;
  is_active: boolean;
}

export interface BlogPostTable {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  image: string;
  published_at: Timestamp;
}

export interface MegaMenuItemTable {
  id: number;
  parent_id: number | null;
  title: string;
  link_type: string;
  link: string;
  link_uid: string | null;
  target: string;
  position: number;
  cols_nb: number;
  content: string | null;
  custom_class: string | null;
  icon_url: string | null;
  items_id: string | null;
  show_subcategories: boolean;
  show_title: boolean;
  width: string | null;
}

export interface FinderTable {
  finder_id: number;
  name: string;
  slug: string;
  position: number;
}

export interface BrandTable {
  brand_id: number;
  finder_id: number;
  name: string;
  slug: string;
}

export interface ModelTable {
  model_id: number;
  brand_id: number;
  name: string;
  slug: string;
  year_from: number | null;
  year_to: number | null;
}

export interface ProductFitmentTable {
  model_id: number;
  product_id: number;
}

export interface CountryTable {
  id: string;
  iso3: string;
  name_nb: string;
  name_en: string;
}

export interface RegionTable {
  id: number;
  country_id: string;
  code: string;
  name: string;
}
