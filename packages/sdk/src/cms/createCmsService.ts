import { CmsBlocksDocument } from './cmsBlocks.generated';
import { CmsPageDocument } from './cmsPage.generated';
import type { Transport } from '../transport/createTransport';
import { mapCmsBlocks, type CmsBlock } from './mapCmsBlocks';
import { mapCmsPage, type CmsPage } from './mapCmsPage';

/**
 * Reads CMS content. Unlike the config loads, failures are thrown as {@link SdkError}: whether a
 * missing page is a 404 or an empty slot is the caller's decision.
 */
export interface CmsService {
  /**
   * The page with this URL identifier, or `null` when the backend returns none.
   *
   * @throws {@link SdkError} when the request fails (Magento answers an unknown identifier with a
   * `graphql` error of category `graphql-no-such-entity`).
   */
  getPage(identifier: string): Promise<CmsPage | null>;
  /**
   * The blocks with these identifiers that exist, in the backend's order.
   *
   * @throws {@link SdkError} when the request fails.
   */
  getBlocks(identifiers: readonly string[]): Promise<CmsBlock[]>;
}

/**
 * Creates the CMS service of one SDK instance.
 *
 * @example
 * ```ts
 * const cms = createCmsService(transport);
 * const page = await cms.getPage('om-oss');
 * const [topBar] = await cms.getBlocks(['top-bar']);
 * ```
 */
export function createCmsService(transport: Transport): CmsService {
  return {
    async getPage(identifier) {
      const { cmsPage } = await transport.request(CmsPageDocument, { identifier });
      return cmsPage ? mapCmsPage(cmsPage, identifier) : null;
    },
    async getBlocks(identifiers) {
      if (identifiers.length === 0) return [];
      const { cmsBlocks } = await transport.request(CmsBlocksDocument, {
        identifiers: [...identifiers],
      });
      return cmsBlocks ? mapCmsBlocks(cmsBlocks) : [];
    },
  };
}
