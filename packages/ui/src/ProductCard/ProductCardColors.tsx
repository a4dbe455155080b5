import { ColorSwatch, type SwatchColor } from '../ColorSwatch/ColorSwatch';
import type { ProductCardLabels } from './ProductCard';

/** Props of {@link ProductCardColors}. */
export interface ProductCardColorsProps {
  colors: readonly SwatchColor[];
  /** Swatches before "+N". */
  maxColors: number;
  labels: Pick<ProductCardLabels, 'colors' | 'moreColors'>;
}

/** The {@link ProductCard}'s colours: the first `maxColors` as swatches, then "+N"; none without colours. */
export function ProductCardColors({ colors, maxColors, labels }: ProductCardColorsProps) {
  const shownColors = colors.slice(0, maxColors);
  const moreColors = colors.length - shownColors.length;
  if (shownColors.length === 0) return null;

  return (
    <ul className="ap-product-card__colors" aria-label={labels.colors}>
      {shownColors.map((color, index) => (
        <li key={`${index}-${color.name}`} className="ap-product-card__color">
          <ColorSwatch color={color.color} name={color.name} size="sm" />
        </li>
      ))}
      {moreColors > 0 ? (
        <li className="ap-product-card__more-colors">
          <span aria-hidden="true">+{moreColors}</span>
          <span className="ap-visually-hidden">{labels.moreColors(moreColors)}</span>
        </li>
      ) : null}
    </ul>
  );
}
