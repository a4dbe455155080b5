import { useId, useState, type ComponentProps } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';
import { MegaMenuEntryLink } from '../MegaMenu/MegaMenuEntryLink';
import type { MegaMenuItem } from '../MegaMenu/MegaMenuItem';

/** Texts of {@link MobileMenu}. */
export interface MobileMenuLabels {
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
}

/**
 * The mega menu's items as a nested list for the mobile sidebar. Each entry with children has
 * an expand button (`aria-expanded`) beside its link; nested lists start collapsed.
 */
export function MobileMenu({ items, labels, onNavigate, className, ...navProps }: MobileMenuProps) {
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

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
          const hasChildren = item.children.length > 0;
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
                    className="ap-mobile-menu__toggle"
                    aria-expanded={isExpanded}
                    aria-controls={listId}
                    aria-label={labels.submenu(item.title)}
                    onClick={() => toggle(item.id)}
                  >
                    <Icon name="chevron-down" size={20} />
                  </button>
                ) : null}
              </div>
              {hasChildren ? (
                <div id={listId} hidden={!isExpanded}>
                  {renderList(item.children, level + 1, `${path}${index}-`)}
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
      aria-label={labels.navigation}
      className={joinClassNames('ap-mobile-menu', className)}
    >
      {renderList(items, 1, '')}
    </nav>
  );
}
