import type { ComponentProps } from 'react';
import { Image } from '../Image/Image';
import { imagePresets } from '../Image/imagePresets';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';

/** Props of {@link BlogPostCard}: an `<article>`'s props plus the post. */
export interface BlogPostCardProps extends Omit<ComponentProps<'article'>, 'title'> {
  title: string;
  /** The post. The title's link covers the card. */
  href: string;
  image?: { src: string; alt: string; srcSet?: string } | null;
  /** The images' `sizes`. */
  imageSizes?: string;
  /** The date as shown (for example `'12. mars 2025'`). */
  date: string;
  /** The same date machine-readable, for `<time dateTime>` (for example `'2025-03-12'`). */
  dateTime: string;
  excerpt?: string;
  /** Heading level of the title. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A blog post in a list: image (400×400 card preset), date, title linking to the post and an
 * excerpt. One link per card, stretched over it.
 */
export function BlogPostCard({
  title,
  href,
  image,
  imageSizes,
  date,
  dateTime,
  excerpt,
  headingLevel = 3,
  className,
  ...articleProps
}: BlogPostCardProps) {
  const Heading = `h${headingLevel}` as const;

  return (
    <article {...articleProps} className={joinClassNames('ap-blog-post-card', className)}>
      {image ? (
        <Image
          className="ap-blog-post-card__image"
          src={image.src}
          srcSet={image.srcSet}
          sizes={imageSizes}
          alt={image.alt}
          preset={imagePresets.card}
        />
      ) : null}
      <div className="ap-blog-post-card__body">
        <Heading className="ap-blog-post-card__title">
          <Link className="ap-blog-post-card__link" href={href}>
            {title}
          </Link>
        </Heading>
        <time className="ap-blog-post-card__date" dateTime={dateTime}>
          {date}
        </time>
        {excerpt ? <p className="ap-blog-post-card__excerpt">{excerpt}</p> : null}
      </div>
    </article>
  );
}
