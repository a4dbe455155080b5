/** Where the shop's pictures come from, and how pages reach them. */
export interface MediaOrigins {
  /**
   * The origin whose `/media/…` the storefront serves at its own `/media/…`, so pages load those
   * pictures from the shop's origin (`server/mediaProxy.ts`); `null` when it serves none.
   */
  proxied: string | null;
  /** The other origins pictures come from: pages connect to them early (`preconnect`). */
  preconnect: string[];
}

type MediaEnv = Readonly<
  Partial<
    Record<'MEDIA_PROXY_ORIGIN' | 'MEDIA_ORIGINS' | 'MAGENTO_GRAPHQL_URL', string | undefined>
  >
>;

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The media origins from the environment:
 * - `MEDIA_PROXY_ORIGIN`: the origin whose `/media/` the storefront serves itself — by default
 *   the GraphQL API's (commerce-api serves its pictures there, as a Magento does unless its
 *   media live on another host); `off` serves none. A value that is not an http(s) address is
 *   ignored with a warning (the default then).
 * - the pictures' origins (`MEDIA_ORIGINS`, else the API's, as the Content-Security-Policy takes
 *   them) other than the proxied one are preconnected: a CDN, or the API itself with `off`.
 */
export function mediaOriginsFromEnv(env: MediaEnv): MediaOrigins {
  const api = originOf(env.MAGENTO_GRAPHQL_URL ?? 'http://localhost:4000/graphql');
  const configured = env.MEDIA_PROXY_ORIGIN?.trim();
  let proxied = api;
  if (configured === 'off') {
    proxied = null;
  } else if (configured) {
    proxied = originOf(configured) ?? api;
    if (!originOf(configured)) {
      console.warn(
        `MEDIA_PROXY_ORIGIN "${configured}" is not an http(s) address; using the API's.`,
      );
    }
  }
  const sources = (env.MEDIA_ORIGINS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  const pictureOrigins = (sources.length > 0 ? sources : [api ?? '']).map(originOf);
  const preconnect = [
    ...new Set(pictureOrigins.filter((origin): origin is string => !!origin && origin !== proxied)),
  ];
  return { proxied, preconnect };
}

let fromProcess: MediaOrigins | undefined;

/** {@link mediaOriginsFromEnv} of this process, read once. */
export function mediaOrigins(): MediaOrigins {
  return (fromProcess ??= mediaOriginsFromEnv(process.env));
}
