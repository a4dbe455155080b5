import type { Sdk } from '@agri-parts/sdk';

import { sanitizeCmsHtml } from '../cms/sanitizeCmsHtml.server';
import { translate } from '../i18n/translate';
import type { PageSeo } from '../seo/PageSeo';
import { breadcrumbListJsonLd, plainText } from '../seo/structuredData';
import { blogDate, type BlogDate } from './blogDate';
import { blogPostingJsonLd } from './blogPostingJsonLd';

/** What a post's page shows. */
export interface BlogPostData {
  title: string;
  author: string | null;
  date: BlogDate | null;
  image: string | null;
  /** Sanitised. */
  html: string;
  breadcrumbs: { text: string; link: string | null }[];
  meta: PageSeo;
}

/** A post by its slug, its HTML sanitised; `null` when there is none. */
export async function loadBlogPost(
  sdk: Sdk,
  slug: string,
  shopUrl: string,
  storeName: string,
): Promise<BlogPostData | null> {
  const post = await sdk.blog.getPost(slug);
  if (!post) return null;
  const url = `${shopUrl}${post.url}`;
  const breadcrumbs = [
    { text: translate('blog.title'), link: '/aktuelt' },
    { text: post.title, link: null },
  ];
  const description = post.excerpt ?? plainText(post.content, 160);
  return {
    title: post.title,
    author: post.author,
    date: blogDate(post.publishedAt),
    image: post.image,
    html: sanitizeCmsHtml(post.content),
    breadcrumbs,
    meta: {
      title: post.title,
      description,
      canonical: url,
      jsonLd: [
        blogPostingJsonLd({
          title: post.title,
          url,
          imageUrl: post.image ? new URL(post.image, shopUrl).href : null,
          publishedAt: post.publishedAt,
          author: post.author,
          description,
          publisherName: storeName,
        }),
        breadcrumbListJsonLd(breadcrumbs, url, shopUrl),
      ],
    },
  };
}
