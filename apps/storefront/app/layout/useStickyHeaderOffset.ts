import { useEffect } from 'react';

/** The CSS variable `html`'s `scroll-padding-top` reads (`styles/app.css`). */
const offsetVariable = '--shop-sticky-header-height';

/**
 * Keeps the sticky header's current height (it condenses on scroll) in a CSS variable on `<html>`,
 * whose `scroll-padding-top` then keeps a focused element from being scrolled under the header
 * (issue 23, WCAG 2.4.11). Called by the full header only: the checkout's header is not sticky.
 */
export function useStickyHeaderOffset(): void {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('header.ap-header--sticky');
    const root = document.documentElement;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(offsetVariable, `${header.offsetHeight}px`),
    );
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty(offsetVariable);
    };
  }, []);
}
