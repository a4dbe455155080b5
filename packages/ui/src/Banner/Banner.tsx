import type { ComponentProps, CSSProperties } from 'react';
import { Image } from '../Image/Image';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';

/** The link of a {@link Banner} (the spec's `linktext`, `link`, `linktarget`, `linkcolor`, `linktype`). */
export interface BannerLink {
  href: string;
  text: string;
  /** `_blank` opens a new window. */
  target?: string | null;
  /** Any CSS colour for the link's text (a button's background with `type: 'button'`). */
  color?: string | null;
  /** Shown as a button-like link or as a plain link. Defaults to `button`. */
  type?: 'button' | 'link';
}

/** Props of {@link Banner}: a `<section>`'s props plus the spec's banner fields. */
export interface BannerProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The banner's text (the spec's `description`). */
  description: string;
  /** Any CSS colour for the description (`descriptioncolor`). */
  descriptionColor?: string | null;
  /** The picture behind or beside the text (`image`); decorative unless `alt` says otherwise. */
  image?: { src: string; alt?: string; width?: number; height?: number } | null;
  /**
   * A CSS gradient laid over the picture, or the background without one (`gradient`, such as
   * `linear-gradient(90deg, #1f5130cc, transparent)`), so light text stays readable on it.
   */
  gradient?: string | null;
  link?: BannerLink | null;
}

/**
 * Promotional content from the CMS (spec §3 "Banner-like content"): a description with its colour,
 * an optional picture under an optional gradient, and a link with its text, colour and target.
 * Presentational: the app reads the fields from the owner's content and checks the colours and
 * addresses it passes in. The owner picks the colours, so the owner answers for their contrast.
 */
export function Banner({
  description,
  descriptionColor,
  image,
  gradient,
  link,
  className,
  style,
  ...sectionProps
}: BannerProps) {
  const vars = {
    ...(descriptionColor ? { '--ap-banner-description-color': descriptionColor } : {}),
    ...(gradient ? { '--ap-banner-gradient': gradient } : {}),
    ...(link?.color ? { '--ap-banner-link-color': link.color } : {}),
  } as CSSProperties;
  return (
    <section
      {...sectionProps}
      className={joinClassNames('ap-banner', image && 'ap-banner--image', className)}
      data-gradient={gradient ? '' : undefined}
      style={{ ...vars, ...style }}
    >
      {image ? (
        <Image
          className="ap-banner__image"
          src={image.src}
          alt={image.alt ?? ''}
          width={image.width}
          height={image.height}
        />
      ) : null}
      <div className="ap-banner__body">
        <p className="ap-banner__description">{description}</p>
        {link ? (
          <Link
            className={joinClassNames(
              'ap-banner__link',
              (link.type ?? 'button') === 'button' && 'ap-banner__link--button',
            )}
            href={link.href}
            target={link.target ?? undefined}
          >
            {link.text}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
