/**
 * Addresses of the account pages (spec §2: `/customer` and its children). The account menu, the
 * guard and the actions' redirects use these, never literals.
 */
export const accountPaths = {
  /** The account area: a guard sends a visitor without a session to the login page. */
  root: '/customer',
  myProfile: '/customer/my-profile',
  addresses: '/customer/addresses-details',
  addressCreate: '/customer/addresses-details/create',
  addressEdit: (addressId: string | number) =>
    `/customer/addresses-details/edit/${encodeURIComponent(String(addressId))}`,
  orderHistory: '/customer/order-history',
  order: (orderNumber: string) => `/customer/order-history/${encodeURIComponent(orderNumber)}`,
  findMyTractor: '/customer/find-my-tractor',
  /** The customer's purchased files ("Mine nedlastinger"). */
  downloads: '/customer/downloads',
  /** The customer's saved lists ("Mine lister"). */
  savedLists: '/customer/saved-lists',
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

/**
 * The query parameter of the login page saying the shopper's session ended (the API refused the
 * token): the page says "not authorized, please log in" above the form.
 */
export const sessionEndedParameter = 'sessionEnded';

/**
 * The query parameter of the login page saying a guest opened a page that needs a login (a link
 * to an order from an e-mail, the profile): the page says "Logg inn for å se denne siden." above
 * the form.
 */
export const loginRequiredParameter = 'loginRequired';

/**
 * The login page saying why (`parameter`), with the page to come back to: only a path of this
 * shop ({@link safeRedirect}); from the login page itself, the page it was to return to.
 */
function loginPathSaying(parameter: string, back: string): string {
  const url = new URL(safeRedirect(back), 'http://shop.invalid');
  const target =
    url.pathname.toLowerCase() === accountPaths.login
      ? safeRedirect(url.searchParams.get(redirectToParameter))
      : `${url.pathname}${url.search}`;
  const path = withRedirectTo(accountPaths.login, target);
  return `${path}${path.includes('?') ? '&' : '?'}${parameter}=1`;
}

/**
 * Where a shopper whose session ended goes: the login page, saying why, with the page they were
 * on to come back to. Pure.
 *
 * @example
 * ```ts
 * sessionEndedLoginPath('/p/MF-3581?x=1'); // '/customer/login?redirectTo=%2Fp%2FMF-3581%3Fx%3D1&sessionEnded=1'
 * ```
 */
export function sessionEndedLoginPath(back: string): string {
  return loginPathSaying(sessionEndedParameter, back);
}

/**
 * Where a guest who opens a page that needs a login goes (issue 22: not home, as spec §2 had it):
 * the login page, saying the page needs a login, and back to that page after it — only ever a
 * path of this shop, so a crafted link cannot send the shopper elsewhere. Pure.
 *
 * @example
 * ```ts
 * loginRequiredPath('/customer/order-history/000001043');
 * // '/customer/login?redirectTo=%2Fcustomer%2Forder-history%2F000001043&loginRequired=1'
 * ```
 */
export function loginRequiredPath(back: string): string {
  return loginPathSaying(loginRequiredParameter, back);
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
