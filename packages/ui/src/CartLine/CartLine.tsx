import type { ComponentProps } from 'react';
import { Icon } from '../Icon/Icon';
import { Image } from '../Image/Image';
import { imagePresets } from '../Image/imagePresets';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';
import { PartNumber, type PartNumberLabels, type PartNumberValue } from '../PartNumber/PartNumber';
import { CartLineActions } from './CartLineActions';

/** A chosen option of a cart line (a configurable product's attribute, a bundle's selection). */
export interface CartLineOption {
  label: string;
  value: string;
}

/** One line of the cart, already formatted and translated. */
export interface CartLineItem {
  /** A key unique within the cart (the line's uid). */
  id: string;
  name: string;
  /** The product's page; the name is plain text without it. */
  href?: string | null;
  /** The part number and the first original number, under the name (with `labels.partNumber`). */
  partNumber?: PartNumberValue | null;
  /** The product's picture, shown at the cart preset (170×170); a placeholder box without it. */
  image?: { src: string; alt: string } | null;
  options?: readonly CartLineOption[];
  quantity: number;
  /** The unit price, formatted (for example `'1 249,–'`). */
  price: string;
  /** The line total, formatted. */
  rowTotal: string;
  /** The line's discount, formatted (for example `'-124,90'`); nothing shown without it. */
  discount?: string | null;
  /** A problem with the line (stock, a refused quantity), shown under it as an alert. */
  message?: string | null;
}

/** Texts of {@link CartLine}. */
export interface CartLineLabels {
  /** The quantity field's label (for example `'Antall'`). */
  quantity: string;
  /** Accessible name of the minus button. */
  decrease: string;
  /** Accessible name of the plus button. */
  increase: string;
  /** Accessible name of the remove button, given the product name (`'Fjern Oljefilter'`). */
  remove: (name: string) => string;
  /** Term before the unit price (for example `'Pris'`). */
  price: string;
  /** Term before the line total (for example `'Sum'`). */
  rowTotal: string;
  /** Term before the discount (for example `'Rabatt'`). */
  discount: string;
  /** Before the part numbers (for example `'Varenr.'`, `'Orig.nr.'`); needed with `partNumber`. */
  partNumber?: PartNumberLabels;
}

/** Props of {@link CartLine}: an `<article>`'s props plus the line, texts and actions. */
export interface CartLineProps extends Omit<ComponentProps<'article'>, 'children'> {
  item: CartLineItem;
  labels: CartLineLabels;
  /** Called with the new quantity (1 or more: removing is the remove button's job). */
  onQuantityChange: (quantity: number) => void;
  /** Called when the remove button is pressed. */
  onRemove: () => void;
  /** While a change of this line is under way: the controls are disabled and the line dimmed. */
  busy?: boolean;
}

/**
 * A line of the cart: the product's picture (the cart preset, 170×170), its name (a link to the
 * product when `href` is given), its part numbers, the chosen options, the unit price, the line's discount and
 * total, a quantity selector from 1 and a remove button named after the product. A `message`
 * (such as a refused quantity) shows under the line in an alert. The root carries `data-busy`.
 *
 * @example
 * ```tsx
 * <CartLine item={line} labels={labels} onQuantityChange={(q) => update(line.id, q)} onRemove={() => remove(line.id)} />
 * ```
 */
export function CartLine({
  item,
  labels,
  onQuantityChange,
  onRemove,
  busy = false,
  className,
  ...articleProps
}: CartLineProps) {
  return (
    <article
      aria-label={item.name}
      {...articleProps}
      className={joinClassNames('ap-cart-line', className)}
      data-busy={busy ? 'true' : 'false'}
      aria-busy={busy}
    >
      <div className="ap-cart-line__media">
        {item.image ? (
          <Image
            className="ap-cart-line__image"
            src={item.image.src}
            alt={item.image.alt}
            preset={imagePresets.cart}
          />
        ) : (
          <span className="ap-cart-line__image ap-cart-line__image--empty" aria-hidden="true" />
        )}
      </div>
      <div className="ap-cart-line__body">
        <p className="ap-cart-line__name">
          {item.href ? <Link href={item.href}>{item.name}</Link> : item.name}
        </p>
        {item.partNumber && labels.partNumber ? (
          <PartNumber
            sku={item.partNumber.sku}
            originalNumber={item.partNumber.originalNumber}
            labels={labels.partNumber}
          />
        ) : null}
        {item.options && item.options.length > 0 ? (
          <dl className="ap-cart-line__options">
            {item.options.map((option, index) => (
              <div key={`${index}-${option.label}`} className="ap-cart-line__option">
                <dt>{option.label}:</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <dl className="ap-cart-line__amounts">
          <div className="ap-cart-line__amount">
            <dt>{labels.price}</dt>
            <dd>{item.price}</dd>
          </div>
          {item.discount ? (
            <div className="ap-cart-line__amount ap-cart-line__amount--discount">
              <dt>{labels.discount}</dt>
              <dd>{item.discount}</dd>
            </div>
          ) : null}
          <div className="ap-cart-line__amount ap-cart-line__amount--total">
            <dt>{labels.rowTotal}</dt>
            <dd>{item.rowTotal}</dd>
          </div>
        </dl>
        <CartLineActions
          name={item.name}
          quantity={item.quantity}
          labels={labels}
          onQuantityChange={onQuantityChange}
          onRemove={onRemove}
          busy={busy}
        />
        {item.message ? (
          <p className="ap-cart-line__message" role="alert">
            <Icon name="alert" size={16} />
            {item.message}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** Props of {@link CartLineList}: a `<ul>`'s props. */
export type CartLineListProps = ComponentProps<'ul'>;

/**
 * The list the cart's lines sit in, one {@link CartLine} per `<li>`, separated by rules.
 *
 * @example
 * ```tsx
 * <CartLineList aria-label="Varer i handlekurven">{lines.map((line) => <li key={line.id}><CartLine … /></li>)}</CartLineList>
 * ```
 */
export function CartLineList({ className, ...listProps }: CartLineListProps) {
  return <ul {...listProps} className={joinClassNames('ap-cart-line-list', className)} />;
}
