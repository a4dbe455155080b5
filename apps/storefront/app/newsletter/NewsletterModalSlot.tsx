import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';

import { useHydrated } from '../layout/useHydrated';

const NewsletterModal = lazy(() => import('./NewsletterModal'));

/** The address parameter that opens the newsletter modal (spec §3 keeps it out of the filters). */
export const newsletterModalParameter = 'nyhetsbrev';

/**
 * Opens the newsletter modal on any page of the default layout whose address carries
 * `?nyhetsbrev` — the links of campaigns, mails and social posts — once the page has hydrated
 * (without JavaScript the page shows as it is, with the footer's sign-up). Closing it takes the
 * parameter out of the address without a navigation, so the page's data is not loaded again and
 * a reload does not bring the modal back.
 */
export function NewsletterModalSlot() {
  const location = useLocation();
  const hydrated = useHydrated();
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const requested = new URLSearchParams(location.search).has(newsletterModalParameter);
  if (!hydrated || !requested || closedFor === location.key) return null;

  const close = () => {
    setClosedFor(location.key);
    const url = new URL(window.location.href);
    url.searchParams.delete(newsletterModalParameter);
    // React Router's own entry state is kept, so back and forward still restore the page.
    window.history.replaceState(window.history.state, '', url);
  };
  return (
    <Suspense fallback={null}>
      <NewsletterModal open onOpenChange={(open) => !open && close()} />
    </Suspense>
  );
}
