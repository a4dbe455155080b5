import { MobileMenu, Sidebar, type MobileMenuLabels } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import type { NavigationItem } from './toNavigationItems';

/** Props of {@link MobileMenuSidebar}. */
export interface MobileMenuSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The top level, with the lower levels once loaded (`useNavigationChildren`). */
  items: NavigationItem[];
  /** The mega menu's texts, loading and failure included. */
  labels: MobileMenuLabels;
  onLoadChildren: () => void;
  childrenFailed: boolean;
}

/**
 * The mobile menu in a sidebar from the left (spec §2). Its own module so the layout can load it
 * when the menu button is first pressed; a link in it closes it.
 */
export function MobileMenuSidebar({
  open,
  onOpenChange,
  items,
  labels,
  onLoadChildren,
  childrenFailed,
}: MobileMenuSidebarProps) {
  return (
    <Sidebar
      side="left"
      open={open}
      onOpenChange={onOpenChange}
      title={translate('header.menu')}
      labels={{ close: translate('navigation.closeMenu') }}
    >
      <MobileMenu
        items={items}
        labels={labels}
        onNavigate={() => onOpenChange(false)}
        onLoadChildren={onLoadChildren}
        childrenFailed={childrenFailed}
      />
    </Sidebar>
  );
}
