/** Where the shopper goes after logging out: the same page again, or the home page. */
export type LogoutDestination = 'reload' | 'home';

/**
 * The first path segments of the pages a logout leaves for the home page: the checkout
 * (`/checkout`, `/checkout/bestilling`, ...) and the external checkout (`/sveacheckout`,
 * `/sveacheckout/confirmation`). They cannot be shown to a guest.
 */
const checkoutSegments = ['checkout', 'sveacheckout'];

/**
 * Where to go after logging out from the page at `pathname` (spec §4): `home` from a checkout or
 * external checkout page, else `reload` (the same page, now as a guest). Pure.
 *
 * A checkout page is one whose first path segment is `checkout` or `sveacheckout`, in any letter
 * case (the router matches paths case-insensitively), with or without a trailing slash. A path
 * that only starts with the same letters (`/checkoutx`, `/checkout-info`) is another page. A query
 * string, a fragment or a whole URL may be passed; only the path counts.
 *
 * @example
 * ```ts
 * logoutDestination('/checkout/bestilling'); // 'home'
 * logoutDestination('/customer/my-profile'); // 'reload'
 * ```
 */
export function logoutDestination(pathname: string): LogoutDestination {
  const [firstSegment = ''] = pathOf(pathname)
    .split('/')
    .filter((segment) => segment !== '');
  return checkoutSegments.includes(firstSegment.toLowerCase()) ? 'home' : 'reload';
}

function pathOf(value: string): string {
  const trimmed = value.trim();
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(trimmed)) {
    try {
      return new URL(trimmed).pathname;
    } catch {
      return '';
    }
  }
  return trimmed.split(/[?#]/, 1)[0] ?? '';
}
