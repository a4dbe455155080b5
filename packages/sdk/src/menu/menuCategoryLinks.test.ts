import { describe, expect, it } from 'vitest';
import type { MenuCategory, MenuItem, MenuLinkType } from './mapMenu';
import { attachMenuCategories, categoryLinkUids } from './menuCategoryLinks';

function item(
  uid: string,
  linkType: MenuLinkType,
  linkUid: string | null,
  children: MenuItem[] = [],
): MenuItem {
  return {
    uid,
    title: uid,
    link: null,
    linkType,
    linkUid,
    target: null,
    children,
    colsNb: null,
    content: null,
    customClass: null,
    iconUrl: null,
    itemsId: null,
    showSubcategories: null,
    showTitle: null,
    width: null,
    category: null,
  };
}

function category(uid: string, children: MenuCategory[] = []): MenuCategory {
  return { uid, name: uid, position: null, url: `/${uid}.html`, children };
}

describe('categoryLinkUids', () => {
  it('collects distinct category link uids at any depth, in the order first met', () => {
    const menu = [
      item('1', 'category', 'c-a', [
        item('1.1', 'category', 'c-b', [item('1.1.1', 'category', 'c-a')]),
        item('1.2', 'product', 'p-1'),
      ]),
      item('2', 'page', 'page-1', [item('2.1', 'category', 'c-c')]),
      item('3', 'category', null),
    ];

    expect(categoryLinkUids(menu)).toEqual(['c-a', 'c-b', 'c-c']);
  });

  it('is empty for a menu without category links', () => {
    expect(categoryLinkUids([item('1', 'external', null), item('2', 'other', null)])).toEqual([]);
  });
});

describe('attachMenuCategories', () => {
  const tree = category('c-a', [category('c-a1', [category('c-a1x')])]);

  it('gives top-level items two levels of sub-categories and deeper items one', () => {
    const menu = [item('1', 'category', 'c-a', [item('1.1', 'category', 'c-a')])];

    const [top] = attachMenuCategories(menu, [tree]);

    expect(top?.category).toEqual(tree);
    expect(top?.children[0]?.category).toEqual(category('c-a', [category('c-a1')]));
  });

  it('leaves non-category items and missing categories at null, without changing the input', () => {
    const menu = [item('1', 'product', 'c-a'), item('2', 'category', 'c-missing')];

    const attached = attachMenuCategories(menu, [tree]);

    expect(attached.map((entry) => entry.category)).toEqual([null, null]);
    expect(menu[0]?.category).toBeNull();
  });
});
