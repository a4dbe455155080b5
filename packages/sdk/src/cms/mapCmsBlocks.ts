import type { CmsBlocksQuery } from '../generated/graphql';

/** A reusable piece of content, such as the top bar or the top menu block. */
export interface CmsBlock {
  identifier: string;
  title: string | null;
  /** The body as HTML; empty when the block has none. */
  content: string;
}

type CmsBlocksData = NonNullable<CmsBlocksQuery['cmsBlocks']>;

/** Maps the backend's `cmsBlocks` to {@link CmsBlock}s, leaving out items without an identifier. */
export function mapCmsBlocks(data: CmsBlocksData): CmsBlock[] {
  return (data.items ?? []).flatMap((item) =>
    item?.identifier
      ? [{ identifier: item.identifier, title: item.title, content: item.content ?? '' }]
      : [],
  );
}
