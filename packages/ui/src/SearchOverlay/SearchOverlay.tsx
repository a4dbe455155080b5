import * as Dialog from '@radix-ui/react-dialog';
import { useId, type FormEvent } from 'react';
import type { PartNumberLabels, PartNumberValue } from '../PartNumber/PartNumber';
import type { PriceSpecialLabels } from '../Price/Price';
import { SearchOverlayForm } from './SearchOverlayForm';
import { SearchOverlayResults } from './SearchOverlayResults';
import { useSearchOverlayKeyboard } from './useSearchOverlayKeyboard';
import { useReturnFocus } from './useReturnFocus';
import { useSettledAnnouncement } from './useSettledAnnouncement';

/** A product in the {@link SearchOverlay}'s results. */
export interface SearchOverlayProduct {
  id: string;
  name: string;
  href: string;
  /** The part number and the first original number, under the name (with `labels.partNumber`). */
  partNumber?: PartNumberValue | null;
  image?: { src: string; alt?: string } | null;
  /** Formatted; with `priceOnRequest`, the words that stand for it. */
  price: string;
  specialPrice?: string;
  /** Sold by quote: `price` holds words such as `'Pris på forespørsel'` (see `Price`'s `onRequest`). */
  priceOnRequest?: boolean;
}

/** A category in the {@link SearchOverlay}'s results. */
export interface SearchOverlayCategory {
  id: string;
  name: string;
  href: string;
}

/** A link of the {@link SearchOverlay}'s help when nothing is found (the part finder, a phone number). */
export interface SearchOverlayLink {
  href: string;
  label: string;
}

/** Texts of {@link SearchOverlay}. */
export interface SearchOverlayLabels {
  /** The dialog's accessible name (for example `'Søk'`). */
  title: string;
  /** The field's label (for example `'Søk i nettbutikken'`). */
  input: string;
  placeholder?: string;
  /** Accessible name of the close button (for example `'Lukk søk'`). */
  close: string;
  /** Heading of the product results (for example `'Produkter'`). */
  products: string;
  /** Heading of the category results (for example `'Kategorier'`). */
  categories: string;
  /** Shown and announced while searching (for example `'Søker …'`). */
  loading: string;
  /** Shown when a term finds nothing (for example `(term) => \`Ingen treff på «${term}»\``). */
  noResults: (term: string) => string;
  /** The link to the full results page (for example `(term) => \`Vis alle resultater for «${term}»\``). */
  showAll: (term: string) => string;
  /** After the prices (for example `'inkl. mva'`). */
  taxLabel?: string;
  /** Before the part numbers (for example `'Varenr.'`, `'Orig.nr.'`); needed with products' `partNumber`. */
  partNumber?: PartNumberLabels;
  /** The suggested term's link (for example `(term) => \`Mente du «${term}»?\``); needed with `suggestion`. */
  suggestion?: (term: string) => string;
  /**
   * Read out politely once the results have settled (for example `(n) => \`${n} produkter\``),
   * with `totalCount` or the products shown; nothing is read without it.
   */
  resultCount?: (count: number) => string;
  /** Read out before an offer's old and new price (for example `{ before: 'Før', now: 'Nå' }`). */
  specialPrice?: PriceSpecialLabels;
}

/** Props of {@link SearchOverlay}. */
export interface SearchOverlayProps {
  /** Whether the overlay is open; it is controlled. */
  open: boolean;
  /** Called when the overlay asks to open or close (Escape, the close button, an outside click). */
  onOpenChange: (open: boolean) => void;
  /** The search term; the field is controlled. */
  term: string;
  /** Called with the field's text on every change. */
  onTermChange: (term: string) => void;
  products?: readonly SearchOverlayProduct[];
  categories?: readonly SearchOverlayCategory[];
  /** Products matching in all (more than are shown), for the announced count. */
  totalCount?: number;
  /** Searching: shows `labels.loading` instead of "no results". */
  loading?: boolean;
  /** How long the results must stay unchanged before they are read out, in ms. Defaults to 800. */
  announceDelay?: number;
  /**
   * A term the shop suggests instead ("Mente du …?") and its results page, shown above the
   * results (or in place of them) as a link.
   */
  suggestion?: { term: string; href: string } | null;
  /** Where else to look when nothing is found (the part finder, the plate search, the phone). */
  helpLinks?: readonly SearchOverlayLink[];
  /** The full results page for the term; the "show all" link shows with it and any result. */
  showAllHref?: string;
  /** Where Enter in the field goes without JavaScript. Defaults to `/search`; the field is `term`. */
  action?: string;
  /** Called on Enter in the field; call `event.preventDefault()` to search in-app. */
  onSubmit?: (term: string, event: FormEvent<HTMLFormElement>) => void;
  /** Called when a result or "show all" is followed, for example to close the overlay. */
  onNavigate?: (href: string) => void;
  labels: SearchOverlayLabels;
  className?: string;
}

/**
 * The search overlay (presentational): a controlled search field, product results (image, name,
 * part numbers, price) and category links, a loading state, a "no results" text with help links,
 * a suggested term ("Mente du …?") and a "show all results" link. The field is a combobox
 * (WAI-ARIA 1.2) whose listbox holds the products and categories: ArrowDown/ArrowUp move the
 * active option while the focus stays in the field (`aria-activedescendant`), Enter follows it;
 * Escape or the close button closes, and the focus goes back to where it was (the header's
 * field). The count (`labels.resultCount`) or "no results" is read out politely once the results
 * have settled (`announceDelay`), not for every partial word. Built on Radix Dialog, so focus stays inside and the page does not scroll
 * while open. The field sits in a GET form to `/search`, so Enter works before hydration. The
 * panel carries `data-state` (`open`/`closed`) and the results `data-status`
 * (`idle`/`loading`/`results`/`empty`).
 */
export function SearchOverlay({
  open,
  onOpenChange,
  term,
  onTermChange,
  products = [],
  categories = [],
  totalCount,
  loading = false,
  announceDelay = 800,
  suggestion,
  helpLinks = [],
  showAllHref,
  action = '/search',
  onSubmit,
  onNavigate,
  labels,
  className,
}: SearchOverlayProps) {
  const baseId = useId();
  const optionIds = [
    ...products.map((_, index) => `${baseId}-product-${index}`),
    ...categories.map((_, index) => `${baseId}-category-${index}`),
  ];
  const { inputRef, activeId, handleInputKeyDown } = useSearchOverlayKeyboard(optionIds);
  const { rememberOpener, returnFocus } = useReturnFocus();
  const hasResults = optionIds.length > 0;
  const hasTerm = term.trim() !== '';
  const status = loading ? 'loading' : hasResults ? 'results' : hasTerm ? 'empty' : 'idle';
  const announcement = useSettledAnnouncement(
    status === 'empty'
      ? labels.noResults(term.trim())
      : status === 'results' && labels.resultCount
        ? labels.resultCount(totalCount ?? products.length)
        : '',
    term,
    announceDelay,
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="ap-search-overlay__backdrop" />
        <Dialog.Content
          // Focus the field with the cursor after what was typed (the shopper may still be typing):
          // Radix's own focus would select the text, and the next key would replace it.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            rememberOpener();
            const input = inputRef.current;
            input?.focus();
            input?.setSelectionRange(input.value.length, input.value.length);
          }}
          onCloseAutoFocus={returnFocus}
          className={className ? `ap-search-overlay ${className}` : 'ap-search-overlay'}
          aria-describedby={undefined}
        >
          <Dialog.Title className="ap-visually-hidden">{labels.title}</Dialog.Title>
          <SearchOverlayForm
            inputRef={inputRef}
            inputId={`${baseId}-input`}
            listboxId={`${baseId}-listbox`}
            expanded={hasResults}
            activeId={activeId}
            action={action}
            term={term}
            onTermChange={onTermChange}
            onSubmit={onSubmit}
            onInputKeyDown={handleInputKeyDown}
            labels={labels}
          />
          <SearchOverlayResults
            baseId={baseId}
            activeId={activeId}
            announcement={announcement}
            status={status}
            term={term}
            products={products}
            categories={categories}
            suggestion={suggestion}
            helpLinks={helpLinks}
            showAllHref={showAllHref}
            onNavigate={onNavigate}
            labels={labels}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
