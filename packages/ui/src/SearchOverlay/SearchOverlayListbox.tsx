import { Link } from '../Link/Link';
import type {
  SearchOverlayCategory,
  SearchOverlayLabels,
  SearchOverlayProduct,
} from './SearchOverlay';
import { SearchOverlayProductLink } from './SearchOverlayProductLink';
import { SearchOverlaySection } from './SearchOverlaySection';

/** Props of {@link SearchOverlayListbox}. */
export interface SearchOverlayListboxProps {
  /** The prefix of the listbox's, groups' and options' ids. */
  baseId: string;
  /** The active option's id (the field's `aria-activedescendant`). */
  activeId: string | undefined;
  products: readonly SearchOverlayProduct[];
  categories: readonly SearchOverlayCategory[];
  /** The click handler of an option that leads to `href`. */
  follow: (href: string) => () => void;
  labels: SearchOverlayLabels;
}

/**
 * The listbox the {@link SearchOverlay}'s field controls: the products and the categories as
 * options (links, out of the Tab order: the arrow keys reach them) in two named groups.
 */
export function SearchOverlayListbox({
  baseId,
  activeId,
  products,
  categories,
  follow,
  labels,
}: SearchOverlayListboxProps) {
  const hasResults = products.length > 0 || categories.length > 0;
  // Always there, so the field's aria-controls names an element; hidden while nothing shows.
  return (
    <div
      id={`${baseId}-listbox`}
      role="listbox"
      aria-label={labels.title}
      className="ap-search-overlay__listbox"
      hidden={!hasResults}
    >
      {products.length > 0 ? (
        <SearchOverlaySection headingId={`${baseId}-products`} heading={labels.products}>
          {products.map((product, index) => (
            <SearchOverlayProductLink
              key={product.id}
              id={`${baseId}-product-${index}`}
              active={activeId === `${baseId}-product-${index}`}
              product={product}
              labels={labels}
              onClick={follow(product.href)}
            />
          ))}
        </SearchOverlaySection>
      ) : null}
      {categories.length > 0 ? (
        <SearchOverlaySection
          headingId={`${baseId}-categories`}
          heading={labels.categories}
          listClassName="ap-search-overlay__list--categories"
        >
          {categories.map((category, index) => (
            <Link
              key={category.id}
              id={`${baseId}-category-${index}`}
              role="option"
              aria-selected={activeId === `${baseId}-category-${index}`}
              tabIndex={-1}
              href={category.href}
              className="ap-search-overlay__category"
              data-search-result=""
              onClick={follow(category.href)}
            >
              {category.name}
            </Link>
          ))}
        </SearchOverlaySection>
      ) : null}
    </div>
  );
}
