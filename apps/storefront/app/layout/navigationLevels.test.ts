import { describe, expect, it } from 'vitest';

import { navigationTopLevel, withNavigationChildren } from './navigationLevels';
import type { NavigationItem } from './toNavigationItems';

function entry(id: string, children: NavigationItem[] = []): NavigationItem {
  return {
    id,
    title: id,
    href: `/${id}.html`,
    target: null,
    iconUrl: null,
    className: null,
    columns: null,
    children,
  };
}

const menu = [
  entry('traktordeler', [entry('motor', [entry('filter')]), entry('hydraulikk')]),
  entry('tilbud'),
];

describe('navigationTopLevel', () => {
  it('keeps the top-level entries and drops their sub-items, saying which have some', () => {
    expect(navigationTopLevel(menu)).toEqual([
      { ...entry('traktordeler'), hasChildren: true },
      { ...entry('tilbud'), hasChildren: false },
    ]);
  });
});

describe('withNavigationChildren', () => {
  const topLevel = navigationTopLevel(menu);

  it('leaves the top level as it is until the sub-items are loaded', () => {
    expect(withNavigationChildren(topLevel, null)).toEqual(topLevel);
  });

  it('gives each entry its loaded sub-items', () => {
    expect(withNavigationChildren(topLevel, menu)).toEqual([
      { ...menu[0], hasChildren: true },
      { ...menu[1], hasChildren: false },
    ]);
  });

  it('keeps the page’s entries: one the loaded menu lacks has no panel, a new one is not added', () => {
    const loaded = [entry('nyheter', [entry('vår')]), entry('tilbud')];

    expect(withNavigationChildren(topLevel, loaded)).toEqual([
      { ...entry('traktordeler'), hasChildren: false },
      { ...entry('tilbud'), hasChildren: false },
    ]);
  });
});

describe('the owner panel content', () => {
  const withContent: NavigationItem = {
    id: 'info',
    title: 'Kjøretøyopplysninger',
    href: 'https://www.vegvesen.no/',
    target: '_blank',
    iconUrl: null,
    className: null,
    columns: 1,
    children: [],
    contentHtml: '<p>Slå opp hos Statens vegvesen.</p>',
  };

  it('is left out of the page, which still knows the entry has a panel', () => {
    const [top] = navigationTopLevel([withContent]);
    expect(top).not.toHaveProperty('contentHtml');
    expect(top?.hasChildren).toBe(true);
  });

  it('comes back with the loaded menu', () => {
    const [loaded] = withNavigationChildren(navigationTopLevel([withContent]), [withContent]);
    expect(loaded?.contentHtml).toBe('<p>Slå opp hos Statens vegvesen.</p>');
    expect(loaded?.hasChildren).toBe(false);
  });
});
