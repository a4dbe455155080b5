import { changeCartRow, customerActiveCart } from '../../carts/cartAccess.js';
import { cartView } from '../../carts/cartView.js';
import { requireOnlinePurchase } from '../../customers/onlinePurchase.js';
import {
  createList,
  customerLists,
  deleteList,
  ownList,
  requisitionUid,
  rereadList,
  shareList,
  sharedList,
  updateList,
  type RequisitionListRow,
} from '../../requisitionLists/requisitionListAccess.js';
import {
  addListItemsToCart,
  type ListToCartError,
} from '../../requisitionLists/requisitionListCart.js';
import {
  addItems,
  deleteItems,
  itemCount,
  itemsByUid,
  listItems,
  updateItems,
} from '../../requisitionLists/requisitionListItems.js';
import { listItemPage } from '../../requisitionLists/requisitionListView.js';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/schemaTypes.js';
import { magentoDateTime } from '../magentoDateTime.js';
import { pageInfo, validatePage } from '../paging.js';
import { requireSession } from '../session.js';

type ItemRows = Awaited<ReturnType<typeof listItems>>;

/** The lines into the signed-in customer's active cart, with what did not go in. */
async function linesToCart(context: GraphQLContext, customerId: number, items: ItemRows) {
  await requireOnlinePurchase(context);
  const active = await customerActiveCart(context.db, customerId);
  let errors: ListToCartError[] = [];
  const row = await changeCartRow(context.db, active.masked_id, customerId, async (trx, cart) => {
    const result = await addListItemsToCart(trx, cart, items);
    errors = result.errors;
    return result.added === 0 ? 'unchanged' : undefined;
  });
  return {
    status: errors.length === 0,
    add_requisition_list_items_to_cart_user_errors: errors,
    cart: (await cartView(context, row)) as never,
  };
}

const firstPage = async (context: GraphQLContext, customerId: number) => {
  const page = { currentPage: 1, pageSize: 20 };
  const { items, total } = await customerLists(context.db, customerId, page, {});
  return { items, total_count: total, page_info: pageInfo(page, total) };
};

/** Saved lists (Adobe Commerce's requisition lists) and their read-only links (the shop's). */
export const requisitionListResolvers = {
  Customer: {
    requisition_lists: async (_parent, { pageSize, currentPage, filter }, context) => {
      const { customer } = await requireSession(context);
      const page = validatePage(pageSize, currentPage, {
        currentPage: 1,
        pageSize: 20,
        maxPageSize: 50,
      });
      const uids = filter?.uids?.in ?? (filter?.uids?.eq ? [filter.uids.eq] : null);
      const { items, total } = await customerLists(context.db, customer.id, page, {
        name: filter?.name?.match ?? null,
        uids: uids?.filter((uid): uid is string => typeof uid === 'string') ?? null,
      });
      return { items, total_count: total, page_info: pageInfo(page, total) };
    },
  },
  RequisitionList: {
    uid: (list) => requisitionUid(list.id),
    items_count: (list, _args, context) => itemCount(context.db, list.id),
    items: (list, args, context) => listItemPage(context, list.id, args) as never,
    updated_at: (list) => magentoDateTime(list.updated_at),
    wm_share_token: (list) => list.share_token,
  },
  WmSharedRequisitionList: {
    items_count: (list, _args, context) => itemCount(context.db, list.id),
    items: (list, args, context) => listItemPage(context, list.id, args) as never,
    updated_at: (list) => magentoDateTime(list.updated_at),
  },
  RequisitionListItemInterface: {
    __resolveType: () => 'SimpleRequisitionListItem',
  },
  Query: {
    wmSharedRequisitionList: (_parent, { token }, context) => sharedList(context.db, token),
  },
  Mutation: {
    createRequisitionList: async (_parent, { input }, context) => {
      const { customer } = await requireSession(context);
      const list = await createList(context.db, customer.id, input ?? { name: '' });
      return { requisition_list: list };
    },
    updateRequisitionList: async (_parent, { requisitionListUid, input }, context) => {
      const { customer } = await requireSession(context);
      const list = await ownList(context.db, customer.id, requisitionListUid);
      return { requisition_list: await updateList(context.db, list, input ?? { name: '' }) };
    },
    deleteRequisitionList: async (_parent, { requisitionListUid }, context) => {
      const { customer } = await requireSession(context);
      await deleteList(context.db, await ownList(context.db, customer.id, requisitionListUid));
      return { status: true, requisition_lists: await firstPage(context, customer.id) };
    },
    addProductsToRequisitionList: async (
      _parent,
      { requisitionListUid, requisitionListItems },
      context,
    ) => {
      const { customer } = await requireSession(context);
      const list = await ownList(context.db, customer.id, requisitionListUid);
      await addItems(context.db, list, requisitionListItems);
      return { requisition_list: await rereadList(context.db, list) };
    },
    updateRequisitionListItems: async (
      _parent,
      { requisitionListUid, requisitionListItems },
      context,
    ) => {
      const { customer } = await requireSession(context);
      const list = await ownList(context.db, customer.id, requisitionListUid);
      await updateItems(context.db, list, requisitionListItems);
      return { requisition_list: await rereadList(context.db, list) };
    },
    deleteRequisitionListItems: async (
      _parent,
      { requisitionListUid, requisitionListItemUids },
      context,
    ) => {
      const { customer } = await requireSession(context);
      const list = await ownList(context.db, customer.id, requisitionListUid);
      await deleteItems(context.db, list, requisitionListItemUids);
      return { requisition_list: await rereadList(context.db, list) };
    },
    addRequisitionListItemsToCart: async (
      _parent,
      { requisitionListUid, requisitionListItemUids },
      context,
    ) => {
      const { customer } = await requireSession(context);
      const list = await ownList(context.db, customer.id, requisitionListUid);
      const items = requisitionListItemUids
        ? await itemsByUid(context.db, list.id, requisitionListItemUids)
        : await listItems(context.db, list.id, null);
      return linesToCart(context, customer.id, items);
    },
    wmShareRequisitionList: async (_parent, { requisitionListUid }, context) => {
      const { customer } = await requireSession(context);
      const list: RequisitionListRow = await shareList(
        context.db,
        await ownList(context.db, customer.id, requisitionListUid),
      );
      return { token: list.share_token!, requisition_list: list };
    },
    wmAddSharedRequisitionListToCart: async (_parent, { token }, context) => {
      const { customer } = await requireSession(context);
      const list = await sharedList(context.db, token);
      if (!list) return null;
      return linesToCart(context, customer.id, await listItems(context.db, list.id, null));
    },
  },
} satisfies Pick<
  Resolvers,
  | 'Customer'
  | 'RequisitionList'
  | 'WmSharedRequisitionList'
  | 'RequisitionListItemInterface'
  | 'Query'
  | 'Mutation'
>;
