import { Banner, type MegaMenuItem } from '@agri-parts/ui';

import { CmsContent } from '../cms/CmsContent';
import type { NavigationItem } from './toNavigationItems';

/**
 * The navigation as the kit's mega menu draws it: the owner's panel content becomes a `Banner`
 * (banner content) or the cleaned HTML, routed in the app like other CMS content.
 */
export function toMegaMenuItems(items: readonly NavigationItem[]): MegaMenuItem[] {
  return items.map(({ contentHtml, banner, ...item }) => ({
    ...item,
    children: toMegaMenuItems(item.children),
    content: banner ? (
      <Banner
        description={banner.description}
        descriptionColor={banner.descriptionColor}
        gradient={banner.gradient}
        image={banner.image ? { src: banner.image } : null}
        link={banner.link}
      />
    ) : contentHtml ? (
      <CmsContent html={contentHtml} />
    ) : null,
  }));
}
