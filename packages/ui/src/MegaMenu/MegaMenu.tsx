import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';
import type { MegaMenuChildrenLabels } from './MegaMenuChildrenStatus';
import { awaitsChildren, hasSubItems, type MegaMenuItem } from './MegaMenuItem';
import { MegaMenuPanel } from './MegaMenuPanel';
import { focusSibling, getPanelLinks, getTopLevelControls } from './megaMenuFocus';

/** Texts of {@link MegaMenu}; the loading texts are needed when items load their children later. */
export interface MegaMenuLabels extends MegaMenuChildrenLabels {
  /** Accessible name of the `<nav>` (for example `'Hovedmeny'`). */
  navigation: string;
  /**
   * Accessible name of the button that shows an item's panel, given the item's title (for
   * example `(title) => \`Undermeny for ${title}\``). Its expanded state is announced on its own.
   */
  submenu: (title: string) => string;
}

/** How panels open: on hover (after `hoverDelay`) or on a click of the item's button (after `clickDelay`). */
export type MegaMenuTrigger = 'hover' | 'click';

/** Props of {@link MegaMenu}: a `<nav>`'s props plus the items and the opening behaviour. */
export interface MegaMenuProps extends Omit<ComponentProps<'nav'>, 'children'> {
  items: MegaMenuItem[];
  labels: MegaMenuLabels;
  /** Defaults to `hover`. The button beside each item opens its panel in both modes. */
  trigger?: MegaMenuTrigger;
  /** Milliseconds the pointer rests on an item before its panel opens in hover mode. Defaults to 300. */
  hoverDelay?: number;
  /** Milliseconds from a click to the panel opening in click mode. Defaults to 100. */
  clickDelay?: number;
  /** Any value that changes on navigation, such as the location key: each change closes the menu. */
  closeSignal?: unknown;
  /**
   * Called when a panel may soon be wanted while some item's children are still to come
   * (`hasChildren` without `children`): the pointer or focus enters the menu, or a panel opens.
   * The app loads them (once: it is called at each such moment) and passes the items again.
   */
  onLoadChildren?: () => void;
  /**
   * Loading the children failed: a waiting panel says so (`labels.loadFailed`) with a retry button
   * (`labels.retry`) that calls `onLoadChildren` again.
   */
  childrenFailed?: boolean;
}

type PendingOpen = { id: string; timer: ReturnType<typeof setTimeout> };

/** An item whose panel was opened from the keyboard and should take focus once it has links. */
type PanelToFocus = { itemId: string; panelId: string };

/**
 * The desktop mega menu: a row of top-level links, each with a panel of groups and links.
 *
 * Top-level items are real links (they work before hydration and are in the server's HTML), and
 * an item with a panel has a separate disclosure button (`aria-expanded`). A panel opens on hover
 * after 300 ms or, in click mode, 100 ms after a click; it closes when the pointer leaves, on an
 * outside click, on Escape (focus returns to the item's link) and when `closeSignal` changes.
 *
 * The panels' content may come later: items with `hasChildren` and no `children` ask the app for
 * them through `onLoadChildren` as soon as the pointer or focus enters the menu, and an open
 * panel shows a loading line (or the failure, with a retry button) until they are there.
 *
 * Keyboard: Tab moves through links and buttons; ArrowLeft/ArrowRight, Home and End move between
 * top-level items; ArrowDown opens a panel and moves into it (once its links are there),
 * ArrowUp/ArrowDown move within it.
 */
export function MegaMenu({
  items,
  labels,
  trigger = 'hover',
  hoverDelay = 300,
  clickDelay = 100,
  closeSignal,
  onLoadChildren,
  childrenFailed = false,
  className,
  ...navProps
}: MegaMenuProps) {
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);
  const pendingOpen = useRef<PendingOpen | null>(null);
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

  function cancelPendingOpen() {
    if (pendingOpen.current) clearTimeout(pendingOpen.current.timer);
    pendingOpen.current = null;
  }

  // A navigation also drops a panel that was about to open (the pointer may still rest on it).
  // Only a change of the signal does: on mount this effect may run after a hover has already
  // started the delay (a quick pointer, a play function), and must not cancel it.
  const pendingSignal = useRef(closeSignal);
  useEffect(() => {
    if (Object.is(pendingSignal.current, closeSignal)) return;
    pendingSignal.current = closeSignal;
    if (pendingOpen.current) clearTimeout(pendingOpen.current.timer);
    pendingOpen.current = null;
  }, [closeSignal]);

  function openAfter(id: string, delay: number) {
    wantChildren();
    cancelPendingOpen();
    const timer = setTimeout(() => {
      pendingOpen.current = null;
      setOpenId(id);
    }, delay);
    pendingOpen.current = { id, timer };
  }

  function openNow(id: string) {
    wantChildren();
    cancelPendingOpen();
    setOpenId(id);
  }

  function close() {
    cancelPendingOpen();
    panelToFocus.current = null;
    setOpenId(null);
  }

  /** Tries the children again from a panel's retry button, keeping focus in the item. */
  function retry(id: string) {
    const entries = navRef.current?.querySelectorAll<HTMLElement>('[data-mega-menu-item]') ?? [];
    const item = [...entries].find((element) => element.dataset.megaMenuItem === id);
    item?.querySelector<HTMLElement>('[data-mega-menu-top]')?.focus();
    onLoadChildren?.();
  }

  function handleToggleClick(id: string) {
    if (openId === id) close();
    else if (trigger === 'click') openAfter(id, clickDelay);
    else openNow(id);
  }

  function handleMouseLeave(id: string) {
    if (pendingOpen.current?.id === id) cancelPendingOpen();
    if (openId === id) close();
  }

  function handleBlur(id: string, event: FocusEvent<HTMLLIElement>) {
    // Only a focus move to somewhere else closes: clicking the panel's background moves focus
    // to nothing (relatedTarget null) and must keep it open.
    const next = event.relatedTarget;
    if (openId === id && next instanceof Node && !event.currentTarget.contains(next)) close();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    const nav = navRef.current;
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
      else {
        panelToFocus.current = { itemId: id, panelId: panel.id };
        openNow(id);
      }
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

  useEffect(() => {
    if (openId === null) return;
    const document = navRef.current?.ownerDocument;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return;
      setOpenId(null);
    }
    document?.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document?.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [openId]);

  useEffect(() => {
    const pending = pendingOpen;
    return () => {
      if (pending.current) clearTimeout(pending.current.timer);
    };
  }, []);

  return (
    <nav
      {...navProps}
      ref={navRef}
      aria-label={labels.navigation}
      className={joinClassNames('ap-mega-menu', className)}
      data-state={openId === null ? 'closed' : 'open'}
      data-trigger={trigger}
      onKeyDown={handleKeyDown}
      // Intent: the pointer or focus coming into the menu starts loading what its panels show.
      onPointerEnter={wantChildren}
      onFocus={wantChildren}
    >
      <ul className="ap-mega-menu__list">
        {items.map((item, index) => {
          const panelId = `${baseId}-panel-${index}`;
          const hasPanel = hasSubItems(item);
          const open = hasPanel && openId === item.id;
          const disclosure = {
            'aria-expanded': open,
            'aria-controls': panelId,
            onClick: () => handleToggleClick(item.id),
          };

          return (
            <li
              key={item.id}
              data-mega-menu-item={item.id}
              className={joinClassNames('ap-mega-menu__item', item.className)}
              data-state={open ? 'open' : 'closed'}
              onMouseEnter={
                hasPanel && trigger === 'hover' ? () => openAfter(item.id, hoverDelay) : undefined
              }
              onMouseLeave={() => handleMouseLeave(item.id)}
              onBlur={(event) => handleBlur(item.id, event)}
            >
              <div className="ap-mega-menu__top">
                {item.href !== null ? (
                  <Link
                    data-mega-menu-top=""
                    className="ap-mega-menu__top-link"
                    href={item.href}
                    target={item.target ?? undefined}
                  >
                    {item.title}
                  </Link>
                ) : hasPanel ? (
                  <button
                    type="button"
                    data-mega-menu-top=""
                    className="ap-mega-menu__top-link ap-mega-menu__top-button"
                    {...disclosure}
                  >
                    {item.title}
                    <Icon name="chevron-down" size={16} />
                  </button>
                ) : (
                  <span className="ap-mega-menu__top-link">{item.title}</span>
                )}
                {item.href !== null && hasPanel ? (
                  <button
                    type="button"
                    className="ap-mega-menu__toggle"
                    aria-label={labels.submenu(item.title)}
                    {...disclosure}
                  >
                    <Icon name="chevron-down" size={16} />
                  </button>
                ) : null}
              </div>
              {hasPanel ? (
                <MegaMenuPanel
                  id={panelId}
                  item={item}
                  open={open}
                  childrenFailed={childrenFailed}
                  labels={labels}
                  onRetry={() => retry(item.id)}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
