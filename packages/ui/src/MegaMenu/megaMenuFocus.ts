/**
 * Focus moves of the mega menu's keyboard support, over the DOM it renders. The top-level
 * controls carry `data-mega-menu-top`, the panels `ap-mega-menu__panel`.
 */

/** The focusable title of each top-level item (a link, or the button of an item without one). */
export function getTopLevelControls(nav: HTMLElement): HTMLElement[] {
  return [...nav.querySelectorAll<HTMLElement>('[data-mega-menu-top]')].filter(
    (control) => !control.closest('[data-concealed]'),
  );
}

/** The links of an open panel, in reading order. */
export function getPanelLinks(panel: Element): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>('a[href]')];
}

/** Focuses the element `offset` steps from the current one, stopping at the ends. */
export function focusSibling(elements: HTMLElement[], current: Element, offset: number): boolean {
  const index = elements.findIndex((element) => element === current);
  const next = elements[Math.min(Math.max(index + offset, 0), elements.length - 1)];
  if (index === -1 || !next || next === current) return false;
  next.focus();
  return true;
}
