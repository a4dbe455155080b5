import { Sidebar } from '@agri-parts/ui';
import type { ReactNode } from 'react';

import { translate } from '../i18n/translate';

/** Props of {@link FilterSidebar}. */
export interface FilterSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The listing's filters. */
  children: ReactNode;
}

/**
 * The listing's filters in a sidebar from the left, on narrow screens. Its own module so the
 * listing loads it (and Radix Dialog) when the filter button is first pressed.
 */
export function FilterSidebar({ open, onOpenChange, children }: FilterSidebarProps) {
  return (
    <Sidebar
      side="left"
      open={open}
      onOpenChange={onOpenChange}
      title={translate('listing.filters')}
      labels={{ close: translate('navigation.close') }}
    >
      {children}
    </Sidebar>
  );
}
