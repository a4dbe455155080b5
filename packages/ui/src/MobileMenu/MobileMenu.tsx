import { useId, useRef, useState, type ComponentProps } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';
import {
  MegaMenuChildrenStatus,
  type MegaMenuChildrenLabels,
} from '../MegaMenu/MegaMenuChildrenStatus';
import { MegaMenuEntryLink } from '../MegaMenu/MegaMenuEntryLink';
import { awaitsChildren, hasSubItems, type MegaMenuItem } from '../MegaMenu/MegaMenuItem';

/** Texts of {@link MobileMenu}; the loading texts are needed when items load their children later. */
export interface MobileMenuLabels extends MegaMenuChildrenLabels {
  /** Accessible name of the `<nav>` (for example `'Hovedmeny'`). */
  navigation: string;
  /** Accessible name of the button that expands an entry, given its title. */
  submenu: (title: string) => string;
}

/** Props of {@link MobileMenu}: a `<nav>`'s props plus the items. */
export interface MobileMenuProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** The same items as the {@link MegaMenu}. */
  items: MegaMenuItem[];
  labels: MobileMenuLabels;
  /** Called when a link is followed, so the sidebar holding the menu can close. */
  onNavigate?: () => void;
  /**
   * Called when an entry whose children are still to come (`hasChildren` without `children`) is
   * expanded, or its retry button pressed: the app loads them and passes the items again. (Best
   * start loading earlier, when the menu opens.)
   */
  onLoadChildren?: () => void;
  /** Loading the children failed: an expanded entry says so with a retry button. */
  childrenFailed?: boolean;
}

/**
 * The mega menu's items as a nested list for the mobile sidebar. Each entry with children has
 * an expand button (`aria-expanded`) beside its link; nested lists start collapsed. An entry
 * expanded before its children are there (`hasChildren`) asks for them and shows a loading line,
 * or the failure with a retry button.
 */
export function MobileMenu({
  items,
  labels,
  onNavigate,
  onLoadChildren,
  childrenFailed = false,
  className,
  ...navProps
}: MobileMenuProps) {
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const navRef = useRef<HTMLElement>(null);

  /** Tries the children again from a retry button, keeping focus on the entry's button. */
  function retry(toggleId: string) {
    navRef.current?.ownerDocument.getElementById(toggleId)?.focus();
    onLoadChildren?.();
  }

  function toggle(id: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function renderList(entries: MegaMenuItem[], level: number, path: string) {
    return (
      <ul className="ap-mobile-menu__list" data-level={level}>
        {entries.map((item, index) => {
          const listId = `${baseId}-${path}${index}`;
          const toggleId = `${listId}-toggle`;
          const hasChildren = hasSubItems(item);
          const isExpanded = hasChildren && expanded.has(item.id);
          return (
            <li
              key={item.id}
              className={joinClassNames('ap-mobile-menu__item', item.className)}
              data-state={hasChildren ? (isExpanded ? 'open' : 'closed') : undefined}
            >
              <div className="ap-mobile-menu__row">
                <MegaMenuEntryLink
                  item={item}
                  className="ap-mobile-menu__link"
                  onClick={onNavigate}
                />
                {hasChildren ? (
                  <button
                    type="button"
                    id={toggleId}
                    className="ap-mobile-menu__toggle"
                    aria-expanded={isExpanded}
                    aria-controls={listId}
                    aria-label={labels.submenu(item.title)}
                    onClick={() => {
                      if (awaitsChildren(item)) onLoadChildren?.();
                      toggle(item.id);
                    }}
                  >
                    <Icon name="chevron-down" size={20} />
                  </button>
                ) : null}
              </div>
              {hasChildren ? (
                <div id={listId} hidden={!isExpanded}>
                  {!awaitsChildren(item) ? (
                    renderList(item.children, level + 1, `${path}${index}-`)
                  ) : isExpanded ? (
                    <MegaMenuChildrenStatus
                      failed={childrenFailed}
                      labels={labels}
                      onRetry={() => retry(toggleId)}
                    />
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <nav
      {...navProps}
      ref={navRef}
      aria-label={labels.navigation}
      className={joinClassNames('ap-mobile-menu', className)}
    >
      {renderList(items, 1, '')}
    </nav>
  );
}
