import { Icon } from '../Icon/Icon';
import type { GalleryLabels } from './Gallery';

/** Props of {@link GalleryStepButtons}. */
export interface GalleryStepButtonsProps {
  index: number;
  total: number;
  labels: Pick<GalleryLabels, 'previous' | 'next'>;
  onSelect: (index: number) => void;
}

/** The {@link Gallery}'s previous and next buttons beside the main image, disabled at the ends. */
export function GalleryStepButtons({ index, total, labels, onSelect }: GalleryStepButtonsProps) {
  return (
    <>
      <button
        type="button"
        className="ap-gallery__step ap-gallery__step--previous"
        aria-label={labels.previous}
        disabled={index === 0}
        onClick={() => onSelect(index - 1)}
      >
        <Icon name="chevron-left" />
      </button>
      <button
        type="button"
        className="ap-gallery__step ap-gallery__step--next"
        aria-label={labels.next}
        disabled={index === total - 1}
        onClick={() => onSelect(index + 1)}
      >
        <Icon name="chevron-right" />
      </button>
    </>
  );
}
