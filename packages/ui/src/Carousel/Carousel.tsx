import {
  Children,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';

/** Texts of {@link Carousel}. */
export interface CarouselLabels {
  /** For example `'Forrige produkter'`. */
  previous: string;
  /** For example `'Neste produkter'`. */
  next: string;
}

/** Props of {@link Carousel}: a `<section>`'s props plus the items. */
export interface CarouselProps extends ComponentProps<'section'> {
  /** The section's heading and accessible name (for example `'Populære produkter'`). */
  title: string;
  /** Each child is one slide, typically a {@link ProductCard}. */
  children: ReactNode;
  labels: CarouselLabels;
}

type Edge = 'start' | 'middle' | 'end' | 'both';

function edgeOf(track: HTMLElement): Edge {
  const atStart = track.scrollLeft <= 1;
  const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
  return atStart && atEnd ? 'both' : atStart ? 'start' : atEnd ? 'end' : 'middle';
}

/**
 * A horizontal row of items (product cards) with previous/next buttons: 4 per view, 2 below
 * 1024 px (CSS, `--ap-carousel-per-view`), snapping to items. The buttons scroll by a view and
 * are disabled at the ends; ArrowLeft/ArrowRight on the list do the same. Items stay in the tab
 * order, and focusing one scrolls it into view. The root carries `data-state` (`start`,
 * `middle`, `end`, or `both` when everything fits).
 *
 * @example
 * ```tsx
 * <Carousel title="Populære produkter" labels={{ previous: 'Forrige', next: 'Neste' }}>
 *   {products.map((p) => <ProductCard key={p.href} {...p} />)}
 * </Carousel>
 * ```
 */
export function Carousel({ title, children, labels, className, ...sectionProps }: CarouselProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  // Before the first scroll the list is at its start; whether it also ends there is not known
  // until it has a layout, so the next button starts enabled.
  const [edge, setEdge] = useState<Edge>('start');
  const titleId = useId();

  function scrollByView(direction: 1 | -1) {
    const track = trackRef.current;
    if (!track) return;
    track.scrollLeft += direction * track.clientWidth;
    setEdge(edgeOf(track));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollByView(event.key === 'ArrowRight' ? 1 : -1);
    }
  }

  return (
    <section
      {...sectionProps}
      aria-labelledby={titleId}
      className={joinClassNames('ap-carousel', className)}
      data-state={edge}
    >
      <div className="ap-carousel__header">
        <h2 id={titleId} className="ap-carousel__title">
          {title}
        </h2>
        <div className="ap-carousel__controls">
          <button
            type="button"
            className="ap-carousel__button"
            aria-label={labels.previous}
            disabled={edge === 'start' || edge === 'both'}
            onClick={() => scrollByView(-1)}
          >
            <Icon name="chevron-left" />
          </button>
          <button
            type="button"
            className="ap-carousel__button"
            aria-label={labels.next}
            disabled={edge === 'end' || edge === 'both'}
            onClick={() => scrollByView(1)}
          >
            <Icon name="chevron-right" />
          </button>
        </div>
      </div>
      <ul
        ref={trackRef}
        className="ap-carousel__track"
        onScroll={(event) => setEdge(edgeOf(event.currentTarget))}
        onKeyDown={handleKeyDown}
      >
        {Children.map(children, (child) =>
          child == null || child === false ? null : <li className="ap-carousel__item">{child}</li>,
        )}
      </ul>
    </section>
  );
}
