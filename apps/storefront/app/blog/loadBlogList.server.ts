import { paginationWindow, type PaginationItem, type Sdk } from '@agri-parts/sdk';
import { data } from 'react-router';

import { translate } from '../i18n/translate';
import { requestedPage } from '../pagination/requestedPage';
import { isBadInputError } from '../sdk/isBadInputError';
import { canonicalUrl } from '../seo/canonicalUrl';
import type { PageSeo } from '../seo/PageSeo';
import { blogDate, type BlogDate } from './blogDate';

/** Posts per page of `/aktuelt`: three rows of three cards. */
export const blogPageSize = 9;

/** A post as the list shows it. */
export interface BlogListPost {
  slug: string;
  title: string;
  href: string;
  excerpt: string | null;
  image: string | null;
  date: BlogDate | null;
}

/** What `/aktuelt` shows. */
export interface BlogListData {
  posts: BlogListPost[];
  currentPage: number;
  pagination: PaginationItem[];
  meta: PageSeo;
}

/**
 * One page of the blog (`?page=`, from 1), newest first. A page past the last one is a 404: the
 * API refuses it as input, and a page without posts (an empty blog) is only page 1.
 */
export async function loadBlogList(sdk: Sdk, url: URL, shopUrl: string): Promise<BlogListData> {
  const currentPage = requestedPage(url.searchParams.get('page'));
  if (currentPage === null) throw data(null, { status: 404 });
  const list = await sdk.blog
    .getPosts({ currentPage, pageSize: blogPageSize })
    .catch((error: unknown) => {
      if (isBadInputError(error)) throw data(null, { status: 404 });
      throw error;
    });
  if (currentPage > list.pageInfo.totalPages) throw data(null, { status: 404 });
  const title = translate('blog.title');
  return {
    posts: list.items.map((post) => ({
      slug: post.slug,
      title: post.title,
      href: post.url,
      excerpt: post.excerpt,
      image: post.image,
      date: blogDate(post.publishedAt),
    })),
    currentPage,
    pagination: paginationWindow({ currentPage, totalPages: list.pageInfo.totalPages }),
    meta: {
      title: currentPage > 1 ? translate('blog.titlePage', { title, page: currentPage }) : title,
      description: translate('blog.description'),
      canonical: canonicalUrl(shopUrl, url),
      jsonLd: [],
    },
  };
}
