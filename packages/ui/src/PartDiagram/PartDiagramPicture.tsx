import { useEffect, useRef } from 'react';
import { Icon } from '../Icon/Icon';
import type { PartDiagramItem, PartDiagramLabels } from './PartDiagram';
import { useZoomPan } from './useZoomPan';

/** Props of {@link PartDiagramPicture}. */
export interface PartDiagramPictureProps {
  image: { url: string; width: number; height: number };
  alt: string;
  items: readonly PartDiagramItem[];
  highlighted: number | null;
  onHighlight: (position: number) => void;
  labels: PartDiagramLabels;
  /** The id of a position's line in the parts list. */
  lineId: (position: number) => string;
}

const ZOOM_STEP = 1.5;

/**
 * The picture of a {@link PartDiagram}: the image with a button on each number, in a viewport
 * that zooms (buttons, or two fingers) and pans (drag when zoomed). The buttons keep their size
 * on screen whatever the zoom; a button focused out of view is brought into it.
 */
export function PartDiagramPicture({
  image,
  alt,
  items,
  highlighted,
  onHighlight,
  labels,
  lineId,
}: PartDiagramPictureProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const { view, reset, zoomBy, show: showPoint, handlers } = useZoomPan(viewport);
  const show = (position: number) => {
    const item = items.find((each) => each.position === position);
    if (item) showPoint(item.x, item.y);
  };

  // A number chosen in the list is brought into view on the zoomed picture.
  useEffect(() => {
    if (highlighted !== null) show(highlighted);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the number changes
  }, [highlighted]);

  const zoomed = view.scale > 1;
  return (
    <div className="ap-part-diagram__picture">
      <div className="ap-part-diagram__zoom" role="group" aria-label={labels.zoom}>
        <button type="button" onClick={() => zoomBy(ZOOM_STEP)} disabled={view.scale >= 4}>
          <Icon name="plus" size={18} />
          <span className="ap-visually-hidden">{labels.zoomIn}</span>
        </button>
        <button type="button" onClick={() => zoomBy(1 / ZOOM_STEP)} disabled={!zoomed}>
          <Icon name="minus" size={18} />
          <span className="ap-visually-hidden">{labels.zoomOut}</span>
        </button>
        <button type="button" onClick={reset} disabled={!zoomed}>
          {labels.zoomReset}
        </button>
        <span className="ap-part-diagram__zoom-level" aria-live="polite">
          {`${Math.round(view.scale * 100)} %`}
        </span>
      </div>
      <div
        ref={viewport}
        className="ap-part-diagram__viewport"
        data-zoomed={zoomed ? '' : undefined}
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
        {...handlers}
      >
        <div
          className="ap-part-diagram__canvas"
          style={{
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
            ['--ap-part-diagram-zoom' as string]: String(view.scale),
          }}
        >
          <img
            src={image.url}
            alt={alt}
            width={image.width}
            height={image.height}
            draggable={false}
          />
          {items.map((item) => (
            <button
              key={item.position}
              type="button"
              className="ap-part-diagram__hotspot"
              style={{ left: `${item.x}%`, top: `${item.y}%` }}
              aria-label={labels.hotspot(item.position, item.name)}
              aria-pressed={highlighted === item.position}
              aria-describedby={lineId(item.position)}
              onClick={() => onHighlight(item.position)}
              onFocus={() => show(item.position)}
            >
              {item.position}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
