import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useOutsidePointerDown } from '../internal/useOutsidePointerDown';
import type { MegaMenuTrigger } from './MegaMenu';
import { awaitsChildren, type MegaMenuItem } from './MegaMenuItem';
import { getPanelLinks } from './megaMenuFocus';
import { useMegaMenuPendingOpen } from './useMegaMenuPendingOpen';

/** What {@link useMegaMenuPanels} needs from its {@link MegaMenu}'s props. */
export interface UseMegaMenuPanelsOptions {
  items: MegaMenuItem[];
  trigger: MegaMenuTrigger;
  hoverDelay: number;
  clickDelay: number;
  closeSignal: unknown;
  onLoadChildren: (() => void) | undefined;
}

/** An item whose panel was opened from the keyboard and should take focus once it has links. */
type PanelToFocus = { itemId: string; panelId: string };

/**
 * Which of the {@link MegaMenu}'s panels is open, and every way one opens or closes: hover and
 * click delays, the disclosure buttons, the keyboard (focus moves into the panel once its links
 * are there), the pointer or focus leaving, an outside click and a new `closeSignal`. Opening
 * asks the app for children still to come.
 */
export function useMegaMenuPanels({
  items,
  trigger,
  hoverDelay,
  clickDelay,
  closeSignal,
  onLoadChildren,
}: UseMegaMenuPanelsOptions) {
  const navRef = useRef<HTMLElement>(null);
  const pending = useMegaMenuPendingOpen(closeSignal);
  const panelToFocus = useRef<PanelToFocus | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const childrenToCome = items.some(awaitsChildren);

  /** Asks the app for the children still to come, if any are. */
  function wantChildren() {
    if (childrenToCome) onLoadChildren?.();
  }

  // Closing on a new closeSignal is derived during render rather than synchronised in an effect.
  const [seenCloseSignal, setSeenCloseSignal] = useState(closeSignal);
  if (!Object.is(closeSignal, seenCloseSignal)) {
    setSeenCloseSignal(closeSignal);
    setOpenId(null);
  }

  function openAfter(id: string, delay: number) {
    wantChildren();
    pending.schedule(id, delay, setOpenId);
  }

  function openNow(id: string) {
    wantChildren();
    pending.cancel();
    setOpenId(id);
  }

  function close() {
    pending.cancel();
    panelToFocus.current = null;
    setOpenId(null);
  }

  /** Opens an item's panel from the keyboard: its first link takes focus once it is there. */
  function openAndFocus(itemId: string, panelId: string) {
    panelToFocus.current = { itemId, panelId };
    openNow(itemId);
  }

  function toggle(id: string) {
    if (openId === id) close();
    else if (trigger === 'click') openAfter(id, clickDelay);
    else openNow(id);
  }

  function leave(id: string) {
    if (pending.isPending(id)) pending.cancel();
    if (openId === id) close();
  }

  function blur(id: string, event: FocusEvent<HTMLLIElement>) {
    // Only a focus move to somewhere else closes: clicking the panel's background moves focus
    // to nothing (relatedTarget null) and must keep it open.
    const next = event.relatedTarget;
    if (openId === id && next instanceof Node && !event.currentTarget.contains(next)) close();
  }

  // A panel opened from the keyboard takes focus once it is shown with its links: at once, or
  // when its children arrive — if focus is still on its item by then.
  useEffect(() => {
    const target = panelToFocus.current;
    if (target === null) return;
    if (openId !== target.itemId) {
      panelToFocus.current = null;
      return;
    }
    const panel = navRef.current?.ownerDocument.getElementById(target.panelId);
    const firstLink = panel ? getPanelLinks(panel)[0] : undefined;
    if (!panel || !firstLink) return;
    panelToFocus.current = null;
    const item = panel.closest('[data-mega-menu-item]');
    if (item?.contains(panel.ownerDocument.activeElement)) firstLink.focus();
  }, [openId, items]);

  useOutsidePointerDown(navRef, openId !== null, () => setOpenId(null));

  // Escape closes a panel the pointer opened too, while focus is elsewhere on the page (the
  // <nav>'s own handler covers focus inside it). Focus stays where the shopper left it.
  useEffect(() => {
    if (openId === null) return;
    const document = navRef.current?.ownerDocument;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (navRef.current?.contains(document?.activeElement ?? null)) return;
      pending.cancel();
      setOpenId(null);
    }
    document?.addEventListener('keydown', closeOnEscape);
    return () => document?.removeEventListener('keydown', closeOnEscape);
  }, [openId, pending]);

  return {
    navRef,
    openId,
    wantChildren,
    hover: (id: string) => openAfter(id, hoverDelay),
    toggle,
    leave,
    blur,
    close,
    openAndFocus,
  };
}
