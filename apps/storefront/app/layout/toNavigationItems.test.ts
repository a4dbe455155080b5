import type { MenuCategory, MenuItem } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { toNavigationItems } from './toNavigationItems';

function buildMenuItem(fields: Partial<MenuItem> = {}): MenuItem {
  return {
    uid: 'item-1',
    title: 'Traktordeler',
    link: '/traktordeler.html',
    linkType: 'internal',
    linkUid: null,
    target: '_self',
    children: [],
    colsNb: 1,
    content: null,
    customClass: null,
    iconUrl: null,
    itemsId: null,
    showSubcategories: false,
    showTitle: true,
    width: null,
    category: null,
    ...fields,
  };
}

function buildCategory(fields: Partial<MenuCategory> = {}): MenuCategory {
  return { uid: 'Mw==', name: 'Filter', position: 1, url: '/filter.html', children: [], ...fields };
}

describe('toNavigationItems', () => {
  it("links a category item to its category's page", () => {
    const [item] = toNavigationItems([
      buildMenuItem({ linkType: 'category', link: 'stale.html', category: buildCategory() }),
    ]);
    expect(item?.href).toBe('/filter.html');
  });

  it('makes relative links absolute paths and leaves external ones as they are', () => {
    const items = toNavigationItems([
      buildMenuItem({ uid: 'a', link: 'aktuelt' }),
      buildMenuItem({ uid: 'b', link: 'https://www.vegvesen.no/', linkType: 'external' }),
      buildMenuItem({ uid: 'c', link: null }),
    ]);
    expect(items.map((item) => item.href)).toEqual(['/aktuelt', 'https://www.vegvesen.no/', null]);
  });

  it('drops javascript: and other unsafe links, however they are spelt', () => {
    const items = toNavigationItems([
      buildMenuItem({ uid: 'a', link: 'javascript:window.__xss=1', linkType: 'external' }),
      buildMenuItem({ uid: 'b', link: 'JaVaScRiPt:window.__xss=1' }),
      buildMenuItem({ uid: 'c', link: 'data:text/html,<script>window.__xss=1</script>' }),
      buildMenuItem({ uid: 'd', link: 'mailto:post@example.no' }),
    ]);
    expect(items.map((item) => item.href)).toEqual([null, null, null, 'mailto:post@example.no']);
  });

  it('keeps a target other than _self only', () => {
    const items = toNavigationItems([
      buildMenuItem({ uid: 'a', target: '_self' }),
      buildMenuItem({ uid: 'b', target: '_blank' }),
    ]);
    expect(items.map((item) => item.target)).toEqual([null, '_blank']);
  });

  it('keeps its own sub-items, three levels deep, with columns, icons and classes', () => {
    const [item] = toNavigationItems([
      buildMenuItem({
        colsNb: 3,
        iconUrl: '/media/icon.svg',
        customClass: 'menu-item--finder',
        children: [buildMenuItem({ uid: 'sub', children: [buildMenuItem({ uid: 'leaf' })] })],
      }),
    ]);
    expect(item).toMatchObject({
      columns: 3,
      iconUrl: '/media/icon.svg',
      className: 'menu-item--finder',
      children: [{ id: 'sub', children: [{ id: 'leaf', children: [] }] }],
    });
  });

  it("lists the category's sub-categories for show_subcategories items without sub-items", () => {
    const category = buildCategory({
      children: [buildCategory({ uid: 'child', name: 'Oljefilter', url: '/filter/olje.html' })],
    });
    const [withSubcategories, without] = toNavigationItems([
      buildMenuItem({ uid: 'a', linkType: 'category', showSubcategories: true, category }),
      buildMenuItem({ uid: 'b', linkType: 'category', showSubcategories: false, category }),
    ]);
    expect(withSubcategories?.children).toEqual([
      expect.objectContaining({ id: 'child', title: 'Oljefilter', href: '/filter/olje.html' }),
    ]);
    expect(without?.children).toEqual([]);
  });

  it("leaves out items without a title, unless their category's name gives one", () => {
    const items = toNavigationItems([
      buildMenuItem({ uid: 'a', title: null }),
      buildMenuItem({ uid: 'b', title: null, category: buildCategory({ name: 'Filter' }) }),
    ]);
    expect(items.map((item) => [item.id, item.title])).toEqual([['b', 'Filter']]);
  });
});

describe('the owner fields of a menu item (issue 23)', () => {
  const sanitizeHtml = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

  it('keeps the content, cleaned, and a banner as a banner', () => {
    const [plain, banner] = toNavigationItems(
      [
        buildMenuItem({ uid: 'a', content: '<p>Se alle</p><script>x()</script>' }),
        buildMenuItem({
          uid: 'b',
          content:
            '<div data-content-type="banner" data-link="/parts" data-link-text="Finn deler">Delesøk</div>',
        }),
      ],
      { sanitizeHtml },
    );
    expect(plain?.contentHtml).toBe('<p>Se alle</p>');
    expect(plain?.banner).toBeNull();
    expect(banner?.contentHtml).toBeNull();
    expect(banner?.banner?.link).toEqual({
      href: '/parts',
      text: 'Finn deler',
      target: null,
      color: null,
      type: 'button',
    });
  });

  it('leaves the content out when there is nothing to clean it with', () => {
    const [item] = toNavigationItems([buildMenuItem({ content: '<p>Se alle</p>' })]);
    expect(item?.contentHtml).toBeNull();
  });

  it('keeps show_title and a width that is a CSS length, nothing else', () => {
    const [hidden, wide, odd] = toNavigationItems([
      buildMenuItem({ uid: 'a', showTitle: false }),
      buildMenuItem({ uid: 'b', width: '100%' }),
      buildMenuItem({ uid: 'c', width: '10px;background:url(x)' }),
    ]);
    expect(hidden?.showTitle).toBe(false);
    expect(wide?.showTitle).toBe(true);
    expect(wide?.width).toBe('100%');
    expect(odd?.width).toBeNull();
  });

  it('lists the categories items_id names, in its order, in place of all sub-categories', () => {
    const [item] = toNavigationItems([
      buildMenuItem({
        showSubcategories: true,
        itemsId: '12, 7',
        category: buildCategory({
          children: [
            buildCategory({ uid: btoa('7'), name: 'Filter' }),
            buildCategory({ uid: btoa('9'), name: 'Lys' }),
            buildCategory({ uid: btoa('12'), name: 'Hydraulikk' }),
          ],
        }),
      }),
    ]);
    expect(item?.children.map((child) => child.title)).toEqual(['Hydraulikk', 'Filter']);
  });

  it('orders its own category entries by items_id, keeping entries that are not categories', () => {
    const [item] = toNavigationItems([
      buildMenuItem({
        itemsId: '3,2',
        children: [
          buildMenuItem({ uid: 'two', title: 'To', linkType: 'category', linkUid: btoa('2') }),
          buildMenuItem({ uid: 'page', title: 'Side', linkType: 'page' }),
          buildMenuItem({ uid: 'three', title: 'Tre', linkType: 'category', linkUid: btoa('3') }),
          buildMenuItem({ uid: 'four', title: 'Fire', linkType: 'category', linkUid: btoa('4') }),
        ],
      }),
    ]);
    expect(item?.children.map((child) => child.id)).toEqual(['three', 'two', 'page']);
  });
});
