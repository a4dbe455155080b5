import type { CSSProperties } from 'react';
import { joinClassNames } from '../internal/joinClassNames';
import { MegaMenuChildrenStatus, type MegaMenuChildrenLabels } from './MegaMenuChildrenStatus';
import { MegaMenuEntryLink } from './MegaMenuEntryLink';
import { awaitsChildren, type MegaMenuItem } from './MegaMenuItem';

/** Props of {@link MegaMenuPanel}. */
export interface MegaMenuPanelProps {
  id: string;
  item: MegaMenuItem;
  open: boolean;
  /** Whether loading the item's sub-items failed (when they are still to come). */
  childrenFailed: boolean;
  labels: MegaMenuChildrenLabels;
  onRetry: () => void;
}

/**
 * The panel under a top-level item: its groups (second level) with their links (third level),
 * in `item.columns` columns. It is always rendered, hidden while closed, so the disclosure's
 * `aria-controls` has its target; its content is rendered once the item's children are there
 * (until then, while open, the loading state).
 */
export function MegaMenuPanel({
  id,
  item,
  open,
  childrenFailed,
  labels,
  onRetry,
}: MegaMenuPanelProps) {
  const columns = item.columns && item.columns > 0 ? item.columns : null;
  const style = columns ? ({ '--ap-mega-menu-columns': columns } as CSSProperties) : undefined;
  // The owner's width narrows the panel under the menu bar (it still starts at the bar's left).
  const panelStyle = item.width ? { width: item.width, right: 'auto' } : undefined;
  const waiting = awaitsChildren(item);

  return (
    <div
      id={id}
      className="ap-mega-menu__panel"
      data-state={open ? 'open' : 'closed'}
      hidden={!open}
      style={panelStyle}
      data-width={item.width ?? undefined}
    >
      {waiting ? (
        open ? (
          <MegaMenuChildrenStatus failed={childrenFailed} labels={labels} onRetry={onRetry} />
        ) : null
      ) : (
        <>
          {item.children.length > 0 ? (
            <ul
              className="ap-mega-menu__groups"
              data-layout={columns === 1 ? 'list' : 'columns'}
              style={style}
            >
              {item.children.map((group) => (
                <li
                  key={group.id}
                  className={joinClassNames('ap-mega-menu__group', group.className)}
                >
                  {group.showTitle === false ? null : (
                    <MegaMenuEntryLink item={group} className="ap-mega-menu__group-link" />
                  )}
                  {group.children.length > 0 ? (
                    <ul className="ap-mega-menu__leaves">
                      {group.children.map((leaf) => (
                        <li
                          key={leaf.id}
                          className={joinClassNames('ap-mega-menu__leaf', leaf.className)}
                        >
                          <MegaMenuEntryLink item={leaf} className="ap-mega-menu__leaf-link" />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          {item.content != null ? (
            <div className="ap-mega-menu__content">{item.content}</div>
          ) : null}
        </>
      )}
    </div>
  );
}
