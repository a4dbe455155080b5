import { safeHref } from '../security/safeHref';
import { plainText } from '../seo/structuredData';

/** Banner-like content (spec §3), read from the owner's content and checked for the page. */
export interface BannerContent {
  description: string;
  descriptionColor: string | null;
  image: string | null;
  gradient: string | null;
  link: {
    href: string;
    text: string;
    target: string | null;
    color: string | null;
    type: 'button' | 'link';
  } | null;
}

const bannerPattern = /<(div|section)\b([^>]*\bdata-content-type="banner"[^>]*)>([\s\S]*?)<\/\1>/i;
const attributePattern = /([\w-]+)="([^"]*)"/g;
/** Colours as hex, `rgb()`/`rgba()` or a CSS name: nothing that could end the declaration. */
const colourPattern = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%/]+\)|[a-z]{3,20})$/i;
/** A linear or radial gradient of colours and stops only (no `url()`, no `;`). */
const gradientPattern = /^(linear|radial)-gradient\((?:[\w\s.,%#/-]|rgba?\([\d\s.,%/]+\))+\)$/i;

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function matching(value: string | undefined, pattern: RegExp): string | null {
  const trimmed = value?.trim();
  return trimmed && pattern.test(trimmed) ? trimmed : null;
}

/**
 * The banner in CMS content, if the content is one: an element with
 * `data-content-type="banner"` (as Magento's Page Builder writes it) whose `data-link`,
 * `data-link-text`, `data-link-type`, `data-link-target`, `data-link-color`, `data-image`,
 * `data-description-color` and `data-gradient` carry the spec's fields and whose text is the
 * description. Read from the raw content (the sanitiser drops `data-` attributes); each value is
 * checked — an unsafe address, colour or gradient is left out — and `null` without a description.
 */
export function bannerFromHtml(html: string | null | undefined): BannerContent | null {
  const match = html ? bannerPattern.exec(html) : null;
  if (!match) return null;
  const attributes = Object.fromEntries(
    [...(match[2] ?? '').matchAll(attributePattern)].map(([, name = '', value = '']) => [
      name.toLowerCase(),
      decode(value),
    ]),
  );
  const description = plainText(match[3] ?? '') ?? '';
  if (description === '') return null;
  const href = safeHref(attributes['data-link']);
  const linkText = attributes['data-link-text']?.trim();
  const image = safeHref(attributes['data-image']);
  return {
    description,
    descriptionColor: matching(attributes['data-description-color'], colourPattern),
    image: image && /^(https?:\/\/|\/)/.test(image) ? image : null,
    gradient: matching(attributes['data-gradient'], gradientPattern),
    link:
      href && linkText
        ? {
            href,
            text: linkText,
            target: attributes['data-link-target'] === '_blank' ? '_blank' : null,
            color: matching(attributes['data-link-color'], colourPattern),
            type: attributes['data-link-type'] === 'link' ? 'link' : 'button',
          }
        : null,
  };
}
