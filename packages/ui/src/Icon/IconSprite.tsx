import { createContext, useContext, type ReactNode } from 'react';

/** Where {@link Icon} looks for the sprite when no {@link IconSpriteProvider} says otherwise. */
export const defaultIconSpriteHref = '/icons.svg';

const IconSpriteContext = createContext(defaultIconSpriteHref);

/** Props of {@link IconSpriteProvider}. */
export interface IconSpriteProviderProps {
  /**
   * The address of the kit's sprite (`@agri-parts/ui/icons.svg`) as the app serves it: best a
   * hashed build asset with a long cache, such as Vite's `?url&no-inline` import. Same origin as
   * the page: browsers draw `<use>` only from their own origin.
   */
  href: string;
  children?: ReactNode;
}

/**
 * Tells every {@link Icon} below where the icon sprite is. The icons are one SVG file the browser
 * fetches once and caches, and each icon on a page is a `<use>` of one of its symbols, so pages
 * do not carry the drawings. Without a provider icons use {@link defaultIconSpriteHref}.
 *
 * @example
 * ```tsx
 * import iconSpriteUrl from '@agri-parts/ui/icons.svg?url&no-inline';
 * <IconSpriteProvider href={iconSpriteUrl}><App /></IconSpriteProvider>
 * ```
 */
export function IconSpriteProvider({ href, children }: IconSpriteProviderProps) {
  return <IconSpriteContext.Provider value={href}>{children}</IconSpriteContext.Provider>;
}

/** The sprite's address for the icons of this part of the tree. */
export function useIconSpriteHref(): string {
  return useContext(IconSpriteContext);
}
