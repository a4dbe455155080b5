import {
  createContext,
  useContext,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * A component that renders an in-app link, such as a router's `Link` adapted to take `href`.
 * It receives every prop of an `<a>`, with `href` always set.
 */
export type LinkComponent = ComponentType<ComponentProps<'a'> & { href: string }>;

function AnchorLink(props: ComponentProps<'a'> & { href: string }) {
  return <a {...props} />;
}

const LinkComponentContext = createContext<LinkComponent>(AnchorLink);

/** Props of {@link LinkProvider}. */
export interface LinkProviderProps {
  /** The component every {@link Link} below renders for in-app paths. */
  component: LinkComponent;
  children?: ReactNode;
}

/**
 * Lets the app inject its router's link component, so links inside the UI kit navigate inside
 * the app without the kit importing a router. Without a provider, links are plain `<a>` elements.
 *
 * @example
 * ```tsx
 * const RouterLink: LinkComponent = ({ href, ...props }) => <NavLink to={href} {...props} />;
 * <LinkProvider component={RouterLink}><App /></LinkProvider>
 * ```
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return (
    <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>
  );
}

/** Props of {@link Link}: an `<a>`'s props with `href` required. */
export interface LinkProps extends ComponentProps<'a'> {
  /** Where the link goes: an in-app path (`/parts`) or a full address (`https://…`, `tel:…`). */
  href: string;
}

/** True for addresses a router cannot handle: any scheme (`https:`, `tel:`, `mailto:`) or `//host`. */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}

/**
 * A link. In-app paths render the component given to {@link LinkProvider} (a plain `<a>` without
 * one); full addresses and links opening a new window always render a plain `<a>`, since a
 * router cannot take them there. A link with `target="_blank"` gets `rel="noopener noreferrer"`
 * so the opened page cannot reach back into the shop.
 */
export function Link({ href, target, rel, ...anchorProps }: LinkProps) {
  const RouterLink = useContext(LinkComponentContext);
  const opensNewWindow = target === '_blank';
  const safeRel = opensNewWindow ? joinRel(rel, 'noopener', 'noreferrer') : rel;
  const Component = opensNewWindow || isExternalHref(href) ? AnchorLink : RouterLink;

  return <Component {...anchorProps} href={href} target={target} rel={safeRel} />;
}

function joinRel(rel: string | undefined, ...required: string[]): string {
  const values = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  for (const value of required) values.add(value);
  return [...values].join(' ');
}
