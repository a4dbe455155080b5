import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** The page's main heading, once it is there. */
function findHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/**
 * Focus and announcement after an in-app page change (issue 23): focus moves to the new page's
 * `<h1>` (made focusable with `tabIndex=-1`, without scrolling, so the restored scroll position
 * stands) and the page's title is read out in a polite live region. Only a new path counts: a
 * filter, sort or page parameter of the same path keeps focus where the shopper is. Nothing
 * happens on the first load, where the browser already starts at the page.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    // Where focus was when the page changed: a heading that comes later does not take focus from
    // a field the shopper has moved to in the meantime.
    const focusAtChange = document.activeElement;
    function announce(heading: HTMLElement) {
      const active = document.activeElement;
      if (active === focusAtChange || active === document.body || active === null) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      setMessage(document.title || heading.textContent || '');
    }
    // Cleared first, so the same title twice in a row is still read out.
    setMessage('');
    const heading = findHeading();
    if (heading) {
      announce(heading);
      return;
    }
    // A page whose code or data comes a moment later: its heading, as soon as it is there.
    const observer = new MutationObserver(() => {
      const late = findHeading();
      if (!late) return;
      observer.disconnect();
      announce(late);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);

  return (
    <div
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-route-announcer=""
    >
      {message}
    </div>
  );
}
