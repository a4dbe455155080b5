/** The cookie that remembers a dismissed top bar (read by the server, so it is not rendered). */
export const topBarDismissedCookie = 'top-bar-dismissed';

/**
 * A short key of the top bar's content: the dismissal is kept under it, so a new message from
 * the owner shows again (a 32-bit FNV-1a hash, in base 36).
 */
export function topBarKey(html: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < html.length; index += 1) {
    hash ^= html.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The `Set-Cookie`-style string that remembers the dismissal of the bar with `key` for a year. */
export function topBarDismissedCookieString(key: string): string {
  return `${topBarDismissedCookie}=${key}; Max-Age=31536000; Path=/; SameSite=Lax`;
}
