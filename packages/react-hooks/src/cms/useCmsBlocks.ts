import type { CmsBlock } from '@agri-parts/sdk';
import { useSdkRequest, type SdkRequestState } from '../request/useSdkRequest';

/**
 * The CMS blocks with these identifiers, read in the browser through `sdk.cms.getBlocks`
 * (loading on the server). Asks again only when the identifiers change, not when a new array with
 * the same identifiers is passed.
 *
 * @example
 * ```tsx
 * function TopBar() {
 *   const blocks = useCmsBlocks(['top-bar']);
 *   const [block] = blocks.data ?? [];
 *   return block ? <div dangerouslySetInnerHTML={{ __html: block.content }} /> : null;
 * }
 * ```
 */
export function useCmsBlocks(identifiers: readonly string[]): SdkRequestState<CmsBlock[]> {
  return useSdkRequest(`cms-blocks:${JSON.stringify(identifiers)}`, (sdk) =>
    sdk.cms.getBlocks(identifiers),
  );
}
