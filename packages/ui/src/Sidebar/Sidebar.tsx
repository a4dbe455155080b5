import { DialogFrame, type DialogFrameProps } from '../internal/DialogFrame';

/** Texts of {@link Sidebar}. */
export interface SidebarLabels {
  /** Accessible name of the close button (for example `'Lukk'`). */
  close: string;
}

/** Props of {@link Sidebar}. */
export interface SidebarProps extends DialogFrameProps {
  labels: SidebarLabels;
  /** The edge the panel slides in from. Defaults to `right` (cart, wishlist); the menu uses `left`. */
  side?: 'left' | 'right';
}

/**
 * A panel sliding in from the left or right edge (mobile menu, cart, wishlist, filters), built on
 * Radix Dialog: focus is trapped and returned, the page does not scroll while it is open, Escape
 * closes it, and so does a click outside unless `persistent`. The panel carries `data-state`.
 * A `footer` stays in view under the content while the content scrolls (the cart's total and
 * checkout link, on a phone too).
 *
 * @example
 * ```tsx
 * <Sidebar side="left" open={menuOpen} onOpenChange={setMenuOpen} title="Meny" labels={{ close: 'Lukk meny' }}>
 *   <MobileMenu items={items} labels={menuLabels} onNavigate={() => setMenuOpen(false)} />
 * </Sidebar>
 * ```
 */
export function Sidebar({ labels, side = 'right', ...frameProps }: SidebarProps) {
  return (
    <DialogFrame {...frameProps} block="ap-sidebar" modifiers={[side]} closeLabel={labels.close} />
  );
}
