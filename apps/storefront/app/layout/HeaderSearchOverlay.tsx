import { cardImages, productPresentation, specialPrice } from '@agri-parts/sdk';
import { useQuickSearch } from '@agri-parts/react-hooks';
import { SearchOverlay } from '@agri-parts/ui';
import { useNavigate } from 'react-router';

import { isSingular } from '../i18n/isSingular';
import { translate } from '../i18n/translate';
import { partNumberLabels } from '../listing/partNumberLabels';
import { licensePlateSearchHref, partFinderHref, suggestedSearch } from '../search/searchHelp';
import { usePriceFormatter } from '../price/PriceDisplay';
import { specialPriceLabels } from '../price/specialPriceLabels';
import { searchHref } from './searchHref';
import { shopPhone } from './shopContact';

const labels = {
  title: translate('search.title'),
  input: translate('header.search'),
  placeholder: translate('header.searchPlaceholder'),
  close: translate('navigation.close'),
  products: translate('search.products'),
  categories: translate('search.categories'),
  loading: translate('search.loading'),
  noResults: (term: string) => translate('search.noResults', { term }),
  showAll: (term: string) => translate('search.showAll', { term }),
  partNumber: partNumberLabels,
  suggestion: (term: string) => translate('search.didYouMean', { term }),
  resultCount: (count: number) =>
    translate(isSingular(count) ? 'category.productCountOne' : 'category.productCount', { count }),
  specialPrice: specialPriceLabels,
};

/** The short help when nothing is found: the part finder, the plate search and the phone. */
const helpLinks = [
  { href: partFinderHref, label: translate('search.partFinder') },
  { href: licensePlateSearchHref, label: translate('search.licensePlate') },
  {
    href: `tel:${shopPhone.number}`,
    label: translate('search.callUs', { phone: shopPhone.display }),
  },
];

export { searchHref };

/**
 * The header's search overlay (spec §2, §4): results as the shopper types (debounced; a stale
 * request is cancelled), the most relevant products with their part numbers and the categories,
 * keyboard navigable; a suggested term ("Mente du …?"), and where else to look when nothing is
 * found. Closing it clears the term
 * and its results; the page's address never changed, so it stays the original one.
 */
export function HeaderSearchOverlay({
  open,
  term,
  onTermChange,
  onClose,
}: {
  open: boolean;
  term: string;
  onTermChange: (term: string) => void;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const prices = usePriceFormatter();
  const quick = useQuickSearch(open ? term : '');
  const result = quick.result;
  return (
    <SearchOverlay
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      term={term}
      onTermChange={onTermChange}
      loading={quick.status === 'loading'}
      totalCount={result?.totalCount}
      products={(result?.products ?? []).map((product) => {
        const price = specialPrice(product.priceRange.minimum);
        const [image] = cardImages([product.thumbnail, product.smallImage], 1);
        return {
          id: product.sku,
          name: product.name ?? product.sku,
          href: product.url,
          partNumber: { sku: product.sku, originalNumber: product.originalNumber },
          image: image ? { src: image.url, alt: image.label ?? product.name ?? '' } : null,
          ...(productPresentation(product).price === 'on-request'
            ? { price: translate('quote.priceOnRequest'), priceOnRequest: true }
            : {
                price: prices.format(price.regular.value),
                ...(price.special && { specialPrice: prices.format(price.special.value) }),
              }),
        };
      })}
      categories={(result?.categories ?? []).flatMap((category) =>
        category.url ? [{ id: category.uid, name: category.name ?? '', href: category.url }] : [],
      )}
      suggestion={result ? suggestedSearch(result.term, result.suggestions) : null}
      helpLinks={helpLinks}
      showAllHref={searchHref(term)}
      onSubmit={(submitted, event) => {
        event.preventDefault();
        onClose();
        void navigate(searchHref(submitted));
      }}
      onNavigate={(href) => {
        onClose();
        void navigate(href);
      }}
      labels={{ ...labels, taxLabel: prices.taxLabel }}
    />
  );
}
