/**
 * Addresses of the account pages (spec §2: `/customer` and its children). The account menu, the
 * guard and the actions' redirects use these, never literals.
 */
export const accountPaths = {
  /** The account area: a guard sends a visitor without a session home. */
  root: '/customer',
  myProfile: '/customer/my-profile',
  addresses: '/customer/addresses-details',
  addressCreate: '/customer/addresses-details/create',
  addressEdit: (addressId: string | number) =>
    `/customer/addresses-details/edit/${encodeURIComponent(String(addressId))}`,
  orderHistory: '/customer/order-history',
  order: (orderNumber: string) => `/customer/order-history/${encodeURIComponent(orderNumber)}`,
  findMyTractor: '/customer/find-my-tractor',
  /** Public: the login form as a page (the modal's form before hydration). */
  login: '/customer/login',
  /** Public: the registration form as a page. */
  register: '/customer/register',
  /** Public: POST only; logs out and goes back (or home from checkout pages). */
  logout: '/customer/logout',
  /** Public: asks for a password reset link. */
  forgotPassword: '/customer/forgot-password',
  /** Public: the new-password form of a reset link (also `/customer/account/createPassword`). */
  resetPassword: '/customer/reset-password',
} as const;

/** The query parameter naming the page to go back to after a login, a registration or a logout. */
export const redirectToParameter = 'redirectTo';

/**
 * `target` when it is a path of this shop (`/…`, not `//host` nor `/\host`, which browsers read
 * as another site), else `fallback`: an open redirect must not send a shopper elsewhere after a
 * login. Pure.
 *
 * @example
 * ```ts
 * safeRedirect('/traktordeler.html?page=2'); // '/traktordeler.html?page=2'
 * safeRedirect('https://evil.example/'); // '/'
 * ```
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string') return fallback;
  const value = target.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters (a tab or new line inside `//`) are dropped by URL parsers.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return fallback;
  }
  return value;
}

/** `path` with `?redirectTo=` the page to come back to (left out for home). */
export function withRedirectTo(path: string, back: string): string {
  const target = safeRedirect(back);
  return target === '/' ? path : `${path}?${redirectToParameter}=${encodeURIComponent(target)}`;
}

/**
 * Whether a submission to `formAction` may change the session or the customer (a login, a
 * logout, a registration, a profile or address change: every action under `/customer`), so the
 * root loader's session must be read again after it.
 */
export function changesSession(formAction: string | undefined): boolean {
  if (!formAction) return false;
  const path = new URL(formAction, 'http://shop.invalid').pathname.toLowerCase();
  return path === accountPaths.root || path.startsWith(`${accountPaths.root}/`);
}

/**
 * Whether a visitor needs a session to open `pathname`: the account area except its public
 * pages (login, registration, logout, password reset). Pure; case-insensitive like the router.
 */
export function isProtectedAccountPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path !== accountPaths.root && !path.startsWith(`${accountPaths.root}/`)) return false;
  return !publicAccountPaths.some((open) => path === open || path.startsWith(`${open}/`));
}

const publicAccountPaths = [
  accountPaths.login,
  accountPaths.register,
  accountPaths.logout,
  accountPaths.forgotPassword,
  accountPaths.resetPassword,
  '/customer/account/createpassword',
  '/customer/myaccount/reset-password',
];
