import { MobileMenu, Sidebar } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import type { NavigationItem } from './toNavigationItems';

/** Props of {@link MobileMenuSidebar}. */
export interface MobileMenuSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavigationItem[];
}

const menuLabels = {
  navigation: translate('navigation.mainMenu'),
  submenu: (title: string) => translate('navigation.submenu', { title }),
};

/**
 * The mobile menu in a sidebar from the left (spec §2). Its own module so the layout can load it
 * when the menu button is first pressed; a link in it closes it.
 */
export function MobileMenuSidebar({ open, onOpenChange, items }: MobileMenuSidebarProps) {
  return (
    <Sidebar
      side="left"
      open={open}
      onOpenChange={onOpenChange}
      title={translate('header.menu')}
      labels={{ close: translate('navigation.closeMenu') }}
    >
      <MobileMenu items={items} labels={menuLabels} onNavigate={() => onOpenChange(false)} />
    </Sidebar>
  );
}
