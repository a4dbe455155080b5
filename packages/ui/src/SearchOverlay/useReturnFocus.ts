import { useRef } from 'react';

/**
 * Where the focus goes when the {@link SearchOverlay} closes: back to the element that had it
 * when it opened (the header's search field the shopper typed into, or a search button), as
 * Radix does only for its own Trigger. Nothing happens when that element is gone.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);

  function rememberOpener() {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }

  function returnFocus(event: Event) {
    const element = opener.current;
    opener.current = null;
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus();
  }

  return { rememberOpener, returnFocus };
}
