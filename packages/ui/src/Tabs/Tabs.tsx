import {
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { joinClassNames } from '../internal/joinClassNames';

/** One tab of {@link Tabs}: its button's text and its panel. */
export interface TabsItem {
  /** Unique among the tabs; the value `onValueChange` reports. */
  id: string;
  label: string;
  content: ReactNode;
}

/** Texts of {@link Tabs}. */
export interface TabsLabels {
  /** Accessible name of the tab list (for example `'Logg inn eller opprett konto'`). */
  tabList: string;
}

/** Props of {@link Tabs}: a `<div>`'s props plus the tabs and the chosen one. */
export interface TabsProps extends Omit<
  ComponentProps<'div'>,
  'children' | 'onChange' | 'defaultValue'
> {
  items: readonly TabsItem[];
  labels: TabsLabels;
  /** The shown tab's id, when controlled. */
  value?: string;
  /** The tab shown first, when uncontrolled. Defaults to the first tab. */
  defaultValue?: string;
  /** Called with the id of the tab the shopper chose. */
  onValueChange?: (id: string) => void;
  /** Keep the other panels in the page, hidden, so what was typed in them stays. */
  keepMounted?: boolean;
  /** Stretch the tabs over the whole width (for two or three tabs in a modal). */
  fullWidth?: boolean;
}

/**
 * Tabs after the WAI-ARIA tabs pattern: a `tablist` of `tab` buttons, each controlling its
 * `tabpanel`. Only the chosen tab is in the Tab order; ArrowLeft / ArrowRight (wrapping), Home and
 * End move to another tab and show it at once. Panels not shown are left out, or kept `hidden`
 * with `keepMounted`. Controlled with `value` + `onValueChange`, or uncontrolled with
 * `defaultValue`. Each tab and panel carries `data-state` (`active` / `inactive`).
 *
 * @example
 * ```tsx
 * <Tabs labels={{ tabList: 'Konto' }} items={[{ id: 'login', label: 'Logg inn', content: <LoginForm /> },
 *   { id: 'register', label: 'Opprett konto', content: <RegisterForm /> }]} />
 * ```
 */
export function Tabs({
  items,
  labels,
  value,
  defaultValue,
  onValueChange,
  keepMounted = false,
  fullWidth = false,
  className,
  ...divProps
}: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? items[0]?.id);
  const requested = value ?? uncontrolledValue;
  const activeId = items.some((item) => item.id === requested) ? requested : items[0]?.id;

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  function choose(id: string) {
    setUncontrolledValue(id);
    if (id !== activeId) onValueChange?.(id);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.id === activeId);
    let next: number;
    if (event.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    choose(item.id);
    tabRefs.current.get(item.id)?.focus();
  }

  return (
    <div
      {...divProps}
      className={joinClassNames('ap-tabs', fullWidth && 'ap-tabs--full-width', className)}
    >
      <div
        className="ap-tabs__list"
        role="tablist"
        aria-label={labels.tabList}
        onKeyDown={handleKeyDown}
      >
        {items.map((item) => {
          const active = item.id === activeId;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              id={tabId(item.id)}
              type="button"
              role="tab"
              className="ap-tabs__tab"
              aria-selected={active}
              aria-controls={panelId(item.id)}
              tabIndex={active ? 0 : -1}
              data-state={active ? 'active' : 'inactive'}
              onClick={() => choose(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const active = item.id === activeId;
        if (!active && !keepMounted) return null;
        return (
          <div
            key={item.id}
            id={panelId(item.id)}
            role="tabpanel"
            className="ap-tabs__panel"
            aria-labelledby={tabId(item.id)}
            tabIndex={0}
            hidden={!active}
            data-state={active ? 'active' : 'inactive'}
          >
            {item.content}
          </div>
        );
      })}
    </div>
  );
}
