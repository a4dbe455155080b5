import { joinClassNames } from '../internal/joinClassNames';
import { FilterGroup, type FilterGroupProps, type FilterOption } from '../FilterGroup/FilterGroup';

/** One colour of the colour facet: a {@link FilterOption} with its CSS colour. */
export interface ColorFilterOption extends FilterOption {
  /** Any CSS colour (for example `'#c62828'`). */
  color: string;
}

/** Props of {@link ColorFilter}: those of {@link FilterGroup} with coloured options. */
export interface ColorFilterProps extends Omit<FilterGroupProps, 'options'> {
  options: readonly ColorFilterOption[];
}

/**
 * The colour facet (the spec's special facet): each colour as a swatch with its name and count,
 * in two columns. Same modes and form behaviour as {@link FilterGroup}; shows every colour
 * unless `visibleCount` is given.
 *
 * @example
 * ```tsx
 * <ColorFilter title="Farge" name="color" options={colorOptions} labels={filterLabels} />
 * ```
 */
export function ColorFilter({
  visibleCount = Number.POSITIVE_INFINITY,
  className,
  ...groupProps
}: ColorFilterProps) {
  return (
    <FilterGroup
      {...groupProps}
      visibleCount={visibleCount}
      className={joinClassNames('ap-color-filter', className)}
    />
  );
}
