import type { KeyboardEvent } from 'react';
import { focusSibling, getPanelLinks, getTopLevelControls } from './megaMenuFocus';

/** What the {@link MegaMenu}'s keyboard acts on. */
export interface MegaMenuKeyboardTarget {
  nav: HTMLElement | null;
  /** The item whose panel is open, if any. */
  openId: string | null;
  close: () => void;
  /** Opens an item's panel and moves focus into it once its links are there. */
  openAndFocus: (itemId: string, panelId: string) => void;
}

/**
 * The {@link MegaMenu}'s keyboard, on its `<nav>`: Escape closes the open panel (focus back on
 * its item); ArrowLeft/ArrowRight, Home and End move between top-level items; ArrowDown opens
 * a panel, or moves into the open one, and ArrowUp/ArrowDown move within it.
 */
export function handleMegaMenuKeyDown(
  event: KeyboardEvent<HTMLElement>,
  { nav, openId, close, openAndFocus }: MegaMenuKeyboardTarget,
) {
  const target = event.target as HTMLElement;
  const itemElement = target.closest<HTMLElement>('[data-mega-menu-item]');
  const id = itemElement?.dataset.megaMenuItem;
  if (!nav || !itemElement || id === undefined) return;

  const itemTop = itemElement.querySelector<HTMLElement>('[data-mega-menu-top]');
  const panel = itemElement.querySelector<HTMLElement>('.ap-mega-menu__panel');
  const inPanel = panel?.contains(target) ?? false;
  const topControls = getTopLevelControls(nav);
  let handled = true;

  if (event.key === 'Escape' && openId !== null) {
    close();
    itemTop?.focus();
  } else if (event.key === 'ArrowDown' && inPanel && panel) {
    focusSibling(getPanelLinks(panel), target, 1);
  } else if (event.key === 'ArrowUp' && inPanel && panel) {
    if (!focusSibling(getPanelLinks(panel), target, -1)) itemTop?.focus();
  } else if (event.key === 'ArrowDown' && panel) {
    if (openId === id) getPanelLinks(panel)[0]?.focus();
    else openAndFocus(id, panel.id);
  } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && !inPanel && itemTop) {
    focusSibling(topControls, itemTop, event.key === 'ArrowRight' ? 1 : -1);
  } else if (event.key === 'Home' && !inPanel) {
    topControls[0]?.focus();
  } else if (event.key === 'End' && !inPanel) {
    topControls.at(-1)?.focus();
  } else {
    handled = false;
  }
  if (handled) event.preventDefault();
}
