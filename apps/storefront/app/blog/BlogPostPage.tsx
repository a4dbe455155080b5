import { Breadcrumbs, Image, imagePresets } from '@agri-parts/ui';

import { CmsContent } from '../cms/CmsContent';
import { translate } from '../i18n/translate';
import type { BlogPostData } from './loadBlogPost.server';

/** A blog post: the trail back to `/aktuelt`, heading, date and author, image and body. */
export function BlogPostPage({ title, author, date, image, html, breadcrumbs }: BlogPostData) {
  return (
    <article className="blog-post">
      <Breadcrumbs
        items={breadcrumbs}
        labels={{ navigation: translate('navigation.breadcrumbs') }}
      />
      <header className="blog-post__header">
        <h1>{title}</h1>
        <p className="blog-post__byline">
          {date ? <time dateTime={date.dateTime}>{date.text}</time> : null}
          {author ? (
            <span className="blog-post__author">{translate('blog.byAuthor', { author })}</span>
          ) : null}
        </p>
      </header>
      {image ? (
        <Image
          className="blog-post__image"
          src={image}
          alt=""
          preset={imagePresets.galleryMain}
          loading="eager"
        />
      ) : null}
      <CmsContent className="blog-post__content" html={html} />
    </article>
  );
}
