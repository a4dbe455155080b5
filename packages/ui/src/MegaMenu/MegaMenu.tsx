import { useId, useMemo, type ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';
import { handleMegaMenuKeyDown } from './handleMegaMenuKeyDown';
import type { MegaMenuChildrenLabels } from './MegaMenuChildrenStatus';
import type { MegaMenuItem } from './MegaMenuItem';
import { MegaMenuTopItem } from './MegaMenuTopItem';
import { useMegaMenuOverflow } from './useMegaMenuOverflow';
import { useMegaMenuPanels } from './useMegaMenuPanels';

/** Texts of {@link MegaMenu}; the loading texts are needed when items load their children later. */
export interface MegaMenuLabels extends MegaMenuChildrenLabels {
  /** Accessible name of the `<nav>` (for example `'Hovedmeny'`). */
  navigation: string;
  /**
   * Accessible name of the button that shows an item's panel, given the item's title (for
   * example `(title) => \`Undermeny for ${title}\``). Its expanded state is announced on its own.
   */
  submenu: (title: string) => string;
  /** Title of the item that holds what does not fit on one row (`singleRow`), `'Mer'` in the shop. */
  more?: string;
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
  /**
   * Keep the top level to one row: items that do not fit move under a last item titled
   * `labels.more` (measured in the browser; until then the row clips them). Defaults to `false`.
   */
  singleRow?: boolean;
}

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
  singleRow = false,
  className,
  ...navProps
}: MegaMenuProps) {
  const baseId = useId();
  const panels = useMegaMenuPanels({
    items,
    trigger,
    hoverDelay,
    clickDelay,
    closeSignal,
    onLoadChildren,
  });
  const { navRef, openId } = panels;
  const { listRef, overflowIds } = useMegaMenuOverflow(singleRow, items.length);
  const moreId = `${baseId}-more`;
  // What does not fit, as one item whose panel lists each with its groups.
  const moreItem = useMemo<MegaMenuItem>(
    () => ({
      id: moreId,
      title: labels.more ?? '',
      href: null,
      columns: 1,
      className: 'ap-mega-menu__item--more',
      // A disclosure button from the server's HTML on, so its width never changes.
      hasChildren: true,
      children: items.filter((item) => overflowIds.has(item.id)),
    }),
    [moreId, labels.more, items, overflowIds],
  );

  function topItem(item: MegaMenuItem, panelId: string, concealed = false) {
    return (
      <MegaMenuTopItem
        key={item.id}
        item={item}
        panelId={panelId}
        open={openId === item.id}
        concealed={concealed}
        trigger={trigger}
        labels={labels}
        childrenFailed={childrenFailed}
        onToggle={() => panels.toggle(item.id)}
        onHover={() => panels.hover(item.id)}
        onLeave={() => panels.leave(item.id)}
        onBlur={(event) => panels.blur(item.id, event)}
        onRetry={() => retry(item.id)}
      />
    );
  }

  /** Tries the children again from a panel's retry button, keeping focus in the item. */
  function retry(id: string) {
    const entries = navRef.current?.querySelectorAll<HTMLElement>('[data-mega-menu-item]') ?? [];
    const item = [...entries].find((element) => element.dataset.megaMenuItem === id);
    item?.querySelector<HTMLElement>('[data-mega-menu-top]')?.focus();
    onLoadChildren?.();
  }

  return (
    <nav
      {...navProps}
      ref={navRef}
      aria-label={labels.navigation}
      className={joinClassNames('ap-mega-menu', className)}
      data-state={openId === null ? 'closed' : 'open'}
      data-trigger={trigger}
      onKeyDown={(event) =>
        handleMegaMenuKeyDown(event, {
          nav: navRef.current,
          openId,
          close: panels.close,
          openAndFocus: panels.openAndFocus,
        })
      }
      // Intent: the pointer or focus coming into the menu starts loading what its panels show.
      onPointerEnter={panels.wantChildren}
      onFocus={panels.wantChildren}
    >
      <div className="ap-mega-menu__row" data-single-row={singleRow || undefined}>
        <ul className="ap-mega-menu__list" ref={listRef}>
          {items.map((item, index) =>
            topItem(item, `${baseId}-panel-${index}`, overflowIds.has(item.id)),
          )}
        </ul>
        {singleRow ? (
          // Always there, so the row does not move when it is needed; concealed while it is not.
          <ul className="ap-mega-menu__more">
            {topItem(moreItem, `${baseId}-panel-more`, moreItem.children.length === 0)}
          </ul>
        ) : null}
      </div>
    </nav>
  );
}
