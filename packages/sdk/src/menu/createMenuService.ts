import { MegaMenuDocument } from './megaMenu.generated';
import { MenuCategoriesDocument } from './menuCategories.generated';
import type { Transport } from '../transport/createTransport';
import { mapMenuCategories, mapMenuItems, type Menu } from './mapMenu';
import { attachMenuCategories, categoryLinkUids } from './menuCategoryLinks';

/** Reads the mega menu. Failures are thrown as {@link SdkError}. */
export interface MenuService {
  /**
   * The mega menu (three levels of children), with the linked categories attached to its
   * `category` items. The categories are a second request, made only when the menu links to any.
   *
   * @throws {@link SdkError} when either request fails.
   */
  load(): Promise<Menu>;
}

/**
 * Creates the menu service of one SDK instance.
 *
 * @example
 * ```ts
 * const menu = await createMenuService(transport).load();
 * const firstCategoryUrl = menu[0]?.category?.url;
 * ```
 */
export function createMenuService(transport: Transport): MenuService {
  return {
    async load() {
      const { megaMenuItems } = await transport.request(MegaMenuDocument);
      const items = mapMenuItems(megaMenuItems);
      const uids = categoryLinkUids(items);
      if (uids.length === 0) return items;
      const { categories } = await transport.request(MenuCategoriesDocument, {
        uids,
        pageSize: uids.length,
      });
      return attachMenuCategories(items, mapMenuCategories(categories?.items));
    },
  };
}
