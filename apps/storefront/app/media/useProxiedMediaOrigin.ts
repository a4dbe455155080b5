import { useRouteLoaderData } from 'react-router';

import type { MediaOrigins } from './mediaOrigins.server';

/**
 * The origin whose pictures the storefront serves at its own `/media/` (the root loader's
 * `media`), or `null`: what `sameOriginMediaUrl` needs, alike on the server and in the browser.
 */
export function useProxiedMediaOrigin(): string | null {
  return useRouteLoaderData<{ media?: MediaOrigins }>('root')?.media?.proxied ?? null;
}
