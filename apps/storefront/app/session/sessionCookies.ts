import { shopConstants } from '@agri-parts/sdk';

/**
 * The names of the cookies a `Cookie` header carries, each once, in the header's order.
 *
 * @example
 * ```ts
 * cookieNames('vsf-store=ad_nb_no; taxOff=true'); // ['vsf-store', 'taxOff']
 * ```
 */
export function cookieNames(cookieHeader: string | null | undefined): string[] {
  const names = new Set<string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (name) names.add(name);
  }
  return [...names];
}

/**
 * The script-readable cookies of a `Cookie` header that the end of a session clears: those of
 * `keys` (the SDK's `storageKeysClearedAtLogout()` or `storageKeysClearedAtExpiry()`) the browser
 * has, but the token cookie, which is httpOnly and cleared with its own attributes.
 *
 * @example
 * ```ts
 * cookiesClearedAtSessionEnd('vsf-store=x; vsf-cart=c; vsf-customer=t', storageKeysClearedAtLogout());
 * // ['vsf-cart']
 * ```
 */
export function cookiesClearedAtSessionEnd(
  cookieHeader: string | null | undefined,
  keys: readonly string[],
): string[] {
  return cookieNames(cookieHeader).filter(
    (name) => keys.includes(name) && name !== shopConstants.cookies.names.customer,
  );
}
