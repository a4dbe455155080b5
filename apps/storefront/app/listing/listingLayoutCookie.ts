/** The cookie that remembers grid or list (readable by the server, so the page renders it). */
export const listingLayoutCookie = 'listing-view';
