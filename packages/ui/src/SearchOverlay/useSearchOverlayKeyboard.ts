import { useRef, useState, type KeyboardEvent } from 'react';

/**
 * The {@link SearchOverlay}'s combobox keys (WAI-ARIA combobox with a listbox popup): the focus
 * stays in the field while ArrowDown/ArrowUp move the active option (`aria-activedescendant`;
 * ArrowUp from the first goes back to the text), Enter follows the active option (or searches
 * when there is none). The active option is forgotten when the options change (a new term).
 *
 * @param optionIds - The options' element ids, in order.
 */
export function useSearchOverlayKeyboard(optionIds: readonly string[]) {
  const inputRef = useRef<HTMLInputElement>(null);
  const options = optionIds.join(' ');
  const [active, setActive] = useState({ index: -1, options });
  // Derived, not synchronised: a different list of options starts with none active.
  const activeIndex = active.options === options ? active.index : -1;
  const activeId = activeIndex >= 0 ? optionIds[activeIndex] : undefined;

  function handleInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (optionIds.length === 0) return;
      event.preventDefault();
      const index =
        event.key === 'ArrowDown'
          ? Math.min(activeIndex + 1, optionIds.length - 1)
          : Math.max(activeIndex - 1, -1);
      setActive({ index, options });
      if (index >= 0)
        document.getElementById(optionIds[index] ?? '')?.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    if (event.key === 'Enter' && activeId) {
      // The option is a link: following it is a click (the app routes it and closes the overlay).
      event.preventDefault();
      document.getElementById(activeId)?.click();
    }
  }

  return { inputRef, activeId, handleInputKeyDown };
}
