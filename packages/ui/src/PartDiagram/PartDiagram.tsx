import { useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';
import { PartDiagramPicture } from './PartDiagramPicture';

/** Where the stylesheet puts the parts list beside the picture. */
const SIDE_BY_SIDE = '(min-width: 1280px)';

/** One numbered position of a {@link PartDiagram} and its line in the parts list. */
export interface PartDiagramItem {
  /** The number on the picture, from 1. */
  position: number;
  /** Where the number sits: percent of the picture's width from the left. */
  x: number;
  /** Where the number sits: percent of the picture's height from the top. */
  y: number;
  /** The part's name (for example `'Bremsebelegg bak'`). */
  name: string;
  /** The product page; the name is a link when given. */
  href?: string | null;
  /** The shop's part number (for example `'MF-3595854M1'`). */
  partNumber: string;
  /** How many one machine has, as shown (for example `'4'`). */
  quantity: ReactNode;
  /** The price as shown (for example `'1 290,00 kr'`). */
  price: ReactNode;
  /** The stock status as shown (for example a `StockStatus`). */
  stock: ReactNode;
  /** The line's action (for example an add-to-cart button), if any. */
  action?: ReactNode;
  /** Whether it can be ticked for "add the chosen" (false: sold out, no longer sold …). */
  selectable?: boolean;
}

/** Texts of {@link PartDiagram}. */
export interface PartDiagramLabels {
  /** Name of the zoom buttons' group (for example `'Zoom'`). */
  zoom: string;
  /** For example `'Zoom inn'`. */
  zoomIn: string;
  /** For example `'Zoom ut'`. */
  zoomOut: string;
  /** For example `'Tilbakestill'`. */
  zoomReset: string;
  /** A number's button (for example `(3, 'Bremsebelegg') => 'Posisjon 3: Bremsebelegg'`). */
  hotspot: (position: number, name: string) => string;
  /** A line's number button (for example `(3, 'Bremsebelegg') => 'Vis posisjon 3 på skissen'`). */
  line: (position: number, name: string) => string;
  /** The highlighted position, said under the picture (for example `'Posisjon 3: …'`). */
  current: (item: PartDiagramItem) => string;
  /** Under the picture while nothing is highlighted (for example `'Velg et nummer …'`). */
  hint: string;
  /** The parts list's caption (for example `'Deler i Bremser'`). */
  caption: string;
  /** Column headings. */
  columns: {
    select: string;
    position: string;
    partNumber: string;
    name: string;
    quantity: string;
    price: string;
    stock: string;
    action: string;
  };
  /** A line's tick box (for example `(3, 'Bremsebelegg') => 'Velg posisjon 3: Bremsebelegg'`). */
  select: (position: number, name: string) => string;
}

/** Props of {@link PartDiagram}: a `<section>`'s props plus the picture, its parts and texts. */
export interface PartDiagramProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The schematic picture (SVG) with the numbers drawn in, and its size in its own units. */
  image: { url: string; width: number; height: number };
  /** The picture's text alternative (for example `'Sprengskisse av Bremser'`). */
  alt: string;
  /** The numbered positions, in number order. */
  items: readonly PartDiagramItem[];
  /** The highlighted number; `null` for none. */
  highlighted: number | null;
  /** A number was chosen, on the picture or in the list (the same number again: the caller's call). */
  onHighlight: (position: number) => void;
  /** The ticked positions; the tick boxes are left out without `onToggleSelected`. */
  selected?: readonly number[];
  /** A line's tick box changed. */
  onToggleSelected?: (position: number) => void;
  labels: PartDiagramLabels;
}

/**
 * An exploded parts diagram: the picture with a button on each number, and the parts list
 * beside it (under it on a phone). Choosing a number on either highlights it on both — the
 * picture's button is pressed (`aria-pressed`, described by its line), the line is marked current,
 * the chosen part is said under the picture, and the other side is scrolled into view. The
 * picture zooms with its buttons or two fingers and pans by dragging; every control is a native
 * button or tick box.
 */
export function PartDiagram({
  image,
  alt,
  items,
  highlighted,
  onHighlight,
  selected = [],
  onToggleSelected,
  labels,
  className,
  ...sectionProps
}: PartDiagramProps) {
  const id = useId();
  const lineId = (position: number) => `${id}-line-${position}`;
  const current = items.find((item) => item.position === highlighted) ?? null;

  const figure = useRef<HTMLDivElement>(null);
  // A number on the picture shows its line where the list stands beside the picture (on a phone
  // the part is said under the picture instead, which stays in view); a line's number shows the
  // picture.
  const fromPicture = (position: number) => {
    onHighlight(position);
    if (!window.matchMedia?.(SIDE_BY_SIDE).matches) return;
    document.getElementById(lineId(position))?.scrollIntoView?.({ block: 'nearest' });
  };
  const fromLine = (position: number) => {
    onHighlight(position);
    figure.current?.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <section {...sectionProps} className={joinClassNames('ap-part-diagram', className)}>
      <div ref={figure} className="ap-part-diagram__figure">
        <PartDiagramPicture
          image={image}
          alt={alt}
          items={items}
          highlighted={highlighted}
          onHighlight={fromPicture}
          labels={labels}
          lineId={lineId}
        />
        <p className="ap-part-diagram__current" aria-live="polite">
          {current ? labels.current(current) : labels.hint}
        </p>
      </div>
      <div className="ap-part-diagram__list">
        <table className="ap-part-diagram__table">
          <caption className="ap-visually-hidden">{labels.caption}</caption>
          <thead>
            <tr>
              {onToggleSelected ? <th scope="col">{labels.columns.select}</th> : null}
              <th scope="col">{labels.columns.position}</th>
              <th scope="col">{labels.columns.partNumber}</th>
              <th scope="col">{labels.columns.name}</th>
              <th scope="col">{labels.columns.quantity}</th>
              <th scope="col">{labels.columns.price}</th>
              <th scope="col">{labels.columns.stock}</th>
              <th scope="col">
                <span className="ap-visually-hidden">{labels.columns.action}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <PartDiagramLine
                key={item.position}
                id={lineId(item.position)}
                item={item}
                highlighted={highlighted === item.position}
                onHighlight={fromLine}
                selected={selected.includes(item.position)}
                onToggleSelected={onToggleSelected}
                labels={labels}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** One line of the parts list; on a phone its cells stack, each with its column's name. */
function PartDiagramLine({
  id,
  item,
  highlighted,
  onHighlight,
  selected,
  onToggleSelected,
  labels,
}: {
  id: string;
  item: PartDiagramItem;
  highlighted: boolean;
  onHighlight: (position: number) => void;
  selected: boolean;
  onToggleSelected: ((position: number) => void) | undefined;
  labels: PartDiagramLabels;
}) {
  const { columns } = labels;
  return (
    <tr
      id={id}
      className="ap-part-diagram__line"
      data-highlighted={highlighted ? '' : undefined}
      aria-current={highlighted ? 'true' : undefined}
    >
      {onToggleSelected ? (
        <td className="ap-part-diagram__select">
          <input
            type="checkbox"
            checked={selected}
            disabled={item.selectable === false}
            aria-label={labels.select(item.position, item.name)}
            onChange={() => onToggleSelected(item.position)}
          />
        </td>
      ) : null}
      <td className="ap-part-diagram__position">
        <button
          type="button"
          aria-pressed={highlighted}
          aria-label={labels.line(item.position, item.name)}
          onClick={() => onHighlight(item.position)}
        >
          {item.position}
        </button>
      </td>
      <td data-label={columns.partNumber}>{item.partNumber}</td>
      <td className="ap-part-diagram__name" data-label={columns.name}>
        {item.href ? <Link href={item.href}>{item.name}</Link> : item.name}
      </td>
      <td data-label={columns.quantity}>{item.quantity}</td>
      <td data-label={columns.price}>{item.price}</td>
      <td data-label={columns.stock}>{item.stock}</td>
      <td className="ap-part-diagram__action">{item.action}</td>
    </tr>
  );
}
