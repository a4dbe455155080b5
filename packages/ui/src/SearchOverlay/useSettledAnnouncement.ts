import { useEffect, useState } from 'react';

/**
 * What the {@link SearchOverlay}'s live region says: `message` once it has stayed the same (and
 * the term with it) for `delay` ms. While the shopper types, each partial word's "no results"
 * would otherwise be read out; only the results of a pause are. An empty message (searching)
 * keeps the last one, so nothing new is read.
 */
export function useSettledAnnouncement(message: string, term: string, delay: number): string {
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (!message) return undefined;
    const timer = setTimeout(() => setAnnounced(message), delay);
    return () => clearTimeout(timer);
  }, [message, term, delay]);
  return announced;
}
