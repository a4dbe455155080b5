import type { ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';

/** Texts of {@link PartNumber}. */
export interface PartNumberLabels {
  /** Before the shop's part number (for example `'Varenr.'`). */
  sku: string;
  /** Before the original (OEM) number (for example `'Orig.nr.'`). */
  originalNumber: string;
}

/** The numbers a {@link PartNumber} shows. */
export interface PartNumberValue {
  /** The shop's part number (the SKU). */
  sku: string;
  /** The first cross-reference, the maker's own number; nothing shown without it. */
  originalNumber?: string | null;
}

/** Props of {@link PartNumber}: a `<p>`'s props plus the numbers and their texts. */
export interface PartNumberProps extends Omit<ComponentProps<'p'>, 'children'>, PartNumberValue {
  labels: PartNumberLabels;
  /** The element: a paragraph by default, a `span` inside phrasing content (a link's text). */
  as?: 'p' | 'span';
}

/**
 * A product's part numbers in one short line — "Varenr. 12345 · Orig.nr. 3595854M1" — so parts
 * that share a name can be told apart on cards, in the search overlay, in the cart and on orders.
 * Muted, small text (WCAG AA on white and on the surface colour); the numbers may wrap, each
 * kept whole.
 *
 * @example
 * ```tsx
 * <PartNumber sku="AP-10001" originalNumber="3595854M1" labels={{ sku: 'Varenr.', originalNumber: 'Orig.nr.' }} />
 * ```
 */
export function PartNumber({
  sku,
  originalNumber,
  labels,
  as: Element = 'p',
  className,
  ...elementProps
}: PartNumberProps) {
  return (
    <Element {...elementProps} className={joinClassNames('ap-part-number', className)}>
      {/* One text node each: React would put comment markers between the parts (HTML size). */}
      <span>{`${labels.sku} ${sku}`}</span>
      {originalNumber ? ' ' : null}
      {originalNumber ? <span>{`${labels.originalNumber} ${originalNumber}`}</span> : null}
    </Element>
  );
}
