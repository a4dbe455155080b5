import { BlogPostCard, Pagination } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import { blogListHref } from './blogListHref';
import type { BlogListData } from './loadBlogList.server';
import { paginationModel } from '../pagination/paginationModel';

/** `/aktuelt`: the posts of one page as cards, and the pages. */
export function BlogListPage({ posts, pagination }: BlogListData) {
  const pages = pagination.filter((item) => item.type === 'page');
  return (
    <article className="blog-list">
      <h1>{translate('blog.title')}</h1>
      {posts.length === 0 ? (
        <p className="blog-list__empty">{translate('blog.empty')}</p>
      ) : (
        <ul className="blog-list__posts">
          {posts.map((post) => (
            <li key={post.slug} className="blog-list__item">
              <BlogPostCard
                title={post.title}
                href={post.href}
                image={post.image ? { src: post.image, alt: '' } : null}
                imageSizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                date={post.date?.text ?? ''}
                dateTime={post.date?.dateTime ?? ''}
                excerpt={post.excerpt ?? undefined}
                headingLevel={2}
              />
            </li>
          ))}
        </ul>
      )}
      {pages.length > 1 ? (
        <Pagination
          model={paginationModel(pagination)}
          hrefForPage={blogListHref}
          labels={{
            navigation: translate('navigation.pagination'),
            previous: translate('navigation.previousPage'),
            next: translate('navigation.nextPage'),
            page: (page) => translate('navigation.page', { page }),
          }}
        />
      ) : null}
    </article>
  );
}
