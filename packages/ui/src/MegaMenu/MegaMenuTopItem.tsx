import type { FocusEvent } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';
import type { MegaMenuLabels, MegaMenuTrigger } from './MegaMenu';
import { hasSubItems, type MegaMenuItem } from './MegaMenuItem';
import { MegaMenuPanel } from './MegaMenuPanel';

/** Props of {@link MegaMenuTopItem}. */
export interface MegaMenuTopItemProps {
  item: MegaMenuItem;
  panelId: string;
  /** Whether this is the menu's open item (its panel shows, if it has one). */
  open: boolean;
  /** Out of sight and out of the tab order (an item moved under "Mer"), keeping its place. */
  concealed?: boolean;
  trigger: MegaMenuTrigger;
  labels: MegaMenuLabels;
  childrenFailed: boolean;
  /** A click of the item's disclosure button. */
  onToggle: () => void;
  /** The pointer comes onto the item (in hover mode, with a panel). */
  onHover: () => void;
  onLeave: () => void;
  onBlur: (event: FocusEvent<HTMLLIElement>) => void;
  onRetry: () => void;
}

/**
 * A top-level item of the {@link MegaMenu}: its link (or, without an address, the disclosure
 * button itself, or plain text), the disclosure button beside a link, and its panel.
 */
export function MegaMenuTopItem({
  item,
  panelId,
  open: isOpenItem,
  concealed = false,
  trigger,
  labels,
  childrenFailed,
  onToggle,
  onHover,
  onLeave,
  onBlur,
  onRetry,
}: MegaMenuTopItemProps) {
  const hasPanel = hasSubItems(item);
  const open = hasPanel && isOpenItem;
  const disclosure = { 'aria-expanded': open, 'aria-controls': panelId, onClick: onToggle };

  return (
    <li
      data-mega-menu-item={item.id}
      className={joinClassNames('ap-mega-menu__item', item.className)}
      data-state={open ? 'open' : 'closed'}
      data-concealed={concealed || undefined}
      onMouseEnter={hasPanel && trigger === 'hover' ? onHover : undefined}
      onMouseLeave={onLeave}
      onBlur={onBlur}
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
          onRetry={onRetry}
        />
      ) : null}
    </li>
  );
}
