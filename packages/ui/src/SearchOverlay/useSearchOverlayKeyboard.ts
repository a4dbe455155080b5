import { useRef, type KeyboardEvent } from 'react';

/** The results the arrow keys move between carry this attribute. */
const resultSelector = '[data-search-result]';

/**
 * The {@link SearchOverlay}'s arrow keys: ArrowDown from the field moves into the results,
 * ArrowDown/ArrowUp move between them, and ArrowUp from the first returns to the field.
 */
export function useSearchOverlayKeyboard() {
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  function results(): HTMLElement[] {
    return Array.from(resultsRef.current?.querySelectorAll<HTMLElement>(resultSelector) ?? []);
  }

  function handleInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'ArrowDown') return;
    const first = results()[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  }

  function handleResultsKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = results();
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    event.preventDefault();
    const next =
      event.key === 'ArrowDown' ? all[Math.min(index + 1, all.length - 1)] : all[index - 1];
    (next ?? inputRef.current)?.focus();
  }

  return { inputRef, resultsRef, handleInputKeyDown, handleResultsKeyDown };
}
