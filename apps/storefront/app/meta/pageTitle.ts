/** The shop's name when the store config does not give one. */
export const defaultStoreName = 'Agri Deler';

/** A page's `<title>`: its own title, then the shop's name; the shop's name alone for none. */
export function pageTitle(title: string | null | undefined, storeName: string | null): string {
  const shop = storeName ?? defaultStoreName;
  return title ? `${title} | ${shop}` : shop;
}
