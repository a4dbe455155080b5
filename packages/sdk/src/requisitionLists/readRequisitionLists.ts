import { SdkError } from '../errors/SdkError';
import type { Transport } from '../transport/createTransport';
import type {
  RequisitionListPageOptions,
  SharedRequisitionList,
} from './createRequisitionListService';
import {
  CustomerRequisitionListDocument,
  CustomerRequisitionListsDocument,
  SharedRequisitionListDocument,
} from './requisitionLists.generated';
import {
  mapRequisitionListItems,
  mapRequisitionListSummary,
  type RequisitionList,
} from './requisitionListRules';

/** The saved-list service's reads: the customer's lists, one list's page, a shared list. */

/** The customer's lists (the first 50). */
export async function readLists(transport: Transport) {
  const { customer } = await transport.request(CustomerRequisitionListsDocument, {
    currentPage: 1,
    pageSize: 50,
  });
  if (!customer) throw new SdkError('graphql', 'The backend answered without a customer');
  const lists = customer.requisition_lists;
  const items = (lists?.items ?? []).flatMap((list) =>
    list ? [mapRequisitionListSummary(list)] : [],
  );
  return { items, totalCount: lists?.total_count ?? items.length };
}

/** A page of one of the customer's lists; `null` for a list that is not theirs. */
export async function readList(
  transport: Transport,
  uid: string,
  { currentPage = 1, pageSize = 100 }: RequisitionListPageOptions = {},
): Promise<RequisitionList | null> {
  if (uid.trim() === '') return null;
  const { customer } = await transport.request(CustomerRequisitionListDocument, {
    uid,
    currentPage,
    pageSize,
  });
  if (!customer) throw new SdkError('graphql', 'The backend answered without a customer');
  const list = customer.requisition_lists?.items?.find((item) => item?.uid === uid);
  if (!list) return null;
  return {
    ...mapRequisitionListSummary(list),
    items: mapRequisitionListItems(list.items?.items ?? []),
    totalPages: Math.max(1, list.items?.total_pages ?? 1),
  };
}

/** A page of a list shared by link; `null` for an unknown token. */
export async function readShared(
  transport: Transport,
  token: string,
  { currentPage = 1, pageSize = 100 }: RequisitionListPageOptions = {},
): Promise<SharedRequisitionList | null> {
  if (token.trim() === '') return null;
  const { wmSharedRequisitionList: list } = await transport.request(SharedRequisitionListDocument, {
    token,
    currentPage,
    pageSize,
  });
  if (!list) return null;
  return {
    name: list.name,
    description: list.description ?? null,
    itemsCount: list.items_count,
    updatedAt: list.updated_at ?? null,
    items: mapRequisitionListItems(list.items?.items ?? []),
    totalPages: Math.max(1, list.items?.total_pages ?? 1),
  };
}
