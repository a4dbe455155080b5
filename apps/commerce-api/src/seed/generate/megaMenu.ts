import type { SeedCategory, SeedMenuItem } from '../types.js';
import { categoryUrl, type CategoryIndex, ROOT_CATEGORY_ID } from './categoryTree.js';

/** Magento's category uid: base64 of the id. */
export const categoryUid = (id: number): string => Buffer.from(String(id)).toString('base64');

type MenuFields = Pick<SeedMenuItem, 'title' | 'linkType' | 'link'> & Partial<SeedMenuItem>;

/**
 * The mega menu: part finder first, then every top-level category with its subcategories and
 * their leaves (three levels), then offers, the blog and one external link.
 */
export function buildMegaMenu(categories: CategoryIndex): SeedMenuItem[] {
  const items: SeedMenuItem[] = [];
  const add = (parentId: number | null, position: number, fields: MenuFields): SeedMenuItem => {
    const item: SeedMenuItem = {
      id: items.length + 1,
      parentId,
      title: fields.title,
      linkType: fields.linkType,
      link: fields.link,
      linkUid: fields.linkUid ?? null,
      target: fields.target ?? '_self',
      position,
      colsNb: fields.colsNb ?? 1,
      content: fields.content ?? null,
      customClass: fields.customClass ?? null,
      iconUrl: fields.iconUrl ?? null,
      itemsId: fields.itemsId ?? null,
      showSubcategories: fields.showSubcategories ?? false,
      showTitle: fields.showTitle ?? true,
      width: fields.width ?? null,
    };
    items.push(item);
    return item;
  };
  const categoryItem = (
    category: SeedCategory,
    parentId: number | null,
    position: number,
    extra: Partial<SeedMenuItem> = {},
  ) =>
    add(parentId, position, {
      title: category.name,
      linkType: 'category',
      link: categoryUrl(categories, category.id),
      linkUid: categoryUid(category.id),
      ...extra,
    });

  let position = 0;
  add(null, position++, {
    title: 'Delesøk',
    linkType: 'internal',
    link: '/parts',
    customClass: 'menu-item--finder',
  });
  for (const top of categories.children.get(ROOT_CATEGORY_ID) ?? []) {
    if (!top.includeInMenu) continue;
    const subs = categories.children.get(top.id) ?? [];
    const topItem = categoryItem(top, null, position++, {
      colsNb: Math.max(1, Math.min(4, subs.length)),
      width: '100%',
      itemsId: subs.map((sub) => sub.id).join(','),
      content: `<p>${top.name}: <a href="${categoryUrl(categories, top.id)}">se alle</a></p>`,
    });
    subs.forEach((sub, subIndex) => {
      const subItem = categoryItem(sub, topItem.id, subIndex);
      (categories.children.get(sub.id) ?? []).forEach((leaf, leafIndex) =>
        categoryItem(leaf, subItem.id, leafIndex),
      );
    });
  }
  add(null, position++, {
    title: 'Tilbud',
    linkType: 'internal',
    link: '/search?term=tilbud',
    customClass: 'menu-item--offers',
  });
  add(null, position++, { title: 'Aktuelt', linkType: 'internal', link: '/aktuelt' });
  add(null, position++, {
    title: 'Kjøretøyopplysninger',
    linkType: 'external',
    link: 'https://www.vegvesen.no/',
    target: '_blank',
    content: '<p>Slå opp kjøretøyopplysninger og EU-kontrollfrist hos Statens vegvesen.</p>',
  });
  return items;
}
