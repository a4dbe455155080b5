import { createCookieStorage } from '@agri-parts/sdk';

/** One cookie of a `Cookie` header (`null` without it), read by the SDK's cookie storage. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  return createCookieStorage({ get: () => cookieHeader ?? '', set: () => undefined }).get(name);
}
