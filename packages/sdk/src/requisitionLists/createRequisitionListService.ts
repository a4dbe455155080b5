import { mapCart, type Cart } from '../cart/mapCart';
import type { Refusal } from '../errors/Refusal';
import { refusalOf, SdkError } from '../errors/SdkError';
import type { Transport } from '../transport/createTransport';
import {
  AddProductsToRequisitionListDocument,
  AddRequisitionListItemsToCartDocument,
  AddSharedRequisitionListToCartDocument,
  CreateRequisitionListDocument,
  DeleteRequisitionListDocument,
  DeleteRequisitionListItemsDocument,
  ShareRequisitionListDocument,
  UpdateRequisitionListDocument,
  UpdateRequisitionListItemsDocument,
} from './requisitionLists.generated';
import {
  checkRequisitionListInput,
  mapRequisitionListCartProblems,
  mapRequisitionListSummary,
  mergeRequisitionListLines,
  type RequisitionList,
  type RequisitionListCartProblem,
  type RequisitionListInputProblem,
  type RequisitionListItem,
  type RequisitionListLineInput,
  type RequisitionListSummary,
} from './requisitionListRules';
import { readList, readLists, readShared } from './readRequisitionLists';

/**
 * How a change of a list ended:
 * - `saved`: done; `list` is the list as it now is (no lines);
 * - `invalid`: the name or note cannot be sent (see `checkRequisitionListInput`); nothing was sent;
 * - `refused`: the backend said no — `not_found` (not the customer's list), or `invalid_input`
 *   with the code (`TOO_MANY_REQUISITION_LISTS`, `TOO_MANY_REQUISITION_LIST_ITEMS`,
 *   `PRODUCT_NOT_FOUND`, `REQUISITION_LIST_QUANTITY_INVALID`…).
 */
export type RequisitionListOutcome =
  | { status: 'saved'; list: RequisitionListSummary }
  | { status: 'invalid'; problem: RequisitionListInputProblem }
  | { status: 'refused'; refusal: Refusal };

/** What putting a list's lines into the cart did: the cart now, and every line that did not go in. */
export interface RequisitionListCartResult {
  cart: Cart;
  problems: RequisitionListCartProblem[];
}

/** A list shared read-only by link, as anyone sees it. */
export interface SharedRequisitionList {
  name: string;
  description: string | null;
  itemsCount: number;
  updatedAt: string | null;
  items: RequisitionListItem[];
  totalPages: number;
}

/** Which page of lines to read. */
export interface RequisitionListPageOptions {
  /** Starting at 1; 1 by default. */
  currentPage?: number;
  /** Lines per page; 100 (the most) by default. */
  pageSize?: number;
}

/**
 * The signed-in customer's saved lists (`sdk.requisitionLists`; Adobe Commerce's requisition
 * lists), and lists shared read-only by link, which need no login. Failures without an answer
 * of the backend's are thrown as `SdkError`; an `authorization` error has ended the session.
 */
export interface RequisitionListService {
  /** The customer's lists, most recently changed first (at most 50: the backend's limit). */
  list(): Promise<{ items: RequisitionListSummary[]; totalCount: number }>;
  /** One of the customer's lists with a page of its lines, or `null` when the customer has none such. */
  get(uid: string, options?: RequisitionListPageOptions): Promise<RequisitionList | null>;
  /** Creates a list; the name and note are checked first. */
  create(input: { name: string; description?: string | null }): Promise<RequisitionListOutcome>;
  /** Renames a list and sets its note (left out or empty: none). */
  update(
    uid: string,
    input: { name: string; description?: string | null },
  ): Promise<RequisitionListOutcome>;
  /** Deletes a list; false when the customer has no list with this uid. */
  remove(uid: string): Promise<boolean>;
  /**
   * Puts products on a list (merged first by `mergeRequisitionListLines`); the same SKU adds to
   * its line. All or nothing: a refused product leaves the list as it was.
   */
  addItems(
    uid: string,
    lines: readonly RequisitionListLineInput[],
  ): Promise<RequisitionListOutcome>;
  /** Sets lines' quantities (more than 0). */
  updateQuantities(
    uid: string,
    changes: readonly { itemUid: string; quantity: number }[],
  ): Promise<RequisitionListOutcome>;
  /** Removes lines. */
  removeItems(uid: string, itemUids: readonly string[]): Promise<RequisitionListOutcome>;
  /**
   * Puts the list's lines (all, or those named) into the customer's cart: the cart as it now is
   * and every line that did not go in, never dropped silently. `null` for an unknown list.
   */
  addToCart(uid: string, itemUids?: readonly string[]): Promise<RequisitionListCartResult | null>;
  /** Shares the list read-only by link: the link's token (the same once shared); `null` for an unknown list. */
  share(uid: string): Promise<string | null>;
  /** A list shared by link, read-only; `null` for an unknown token. Needs no login. */
  shared(
    token: string,
    options?: RequisitionListPageOptions,
  ): Promise<SharedRequisitionList | null>;
  /** Puts a shared list's lines into the signed-in customer's own cart; `null` for an unknown token. */
  addSharedToCart(token: string): Promise<RequisitionListCartResult | null>;
}

/** The outcome of a change the backend refused, or the error again. */
function refused(error: unknown): RequisitionListOutcome {
  const refusal = refusalOf(error);
  if (refusal) return { status: 'refused', refusal };
  throw error;
}

/** `null` for a list or token the backend does not know, the error again otherwise. */
function nullWhenNotFound(error: unknown): null {
  const refusal = refusalOf(error);
  if (refusal?.kind === 'not_found') return null;
  throw error;
}

function saved(list: Parameters<typeof mapRequisitionListSummary>[0] | null | undefined) {
  if (!list) throw new SdkError('graphql', 'The backend answered without the list');
  return { status: 'saved', list: mapRequisitionListSummary(list) } as const;
}

function cartResult(
  answer: {
    add_requisition_list_items_to_cart_user_errors: Parameters<
      typeof mapRequisitionListCartProblems
    >[0];
    cart?: Parameters<typeof mapCart>[0] | null;
  } | null,
): RequisitionListCartResult | null {
  if (!answer) return null;
  if (!answer.cart) throw new SdkError('graphql', 'The backend answered without the cart');
  return {
    cart: mapCart(answer.cart),
    problems: mapRequisitionListCartProblems(answer.add_requisition_list_items_to_cart_user_errors),
  };
}

/**
 * Creates the saved-list service of one SDK instance.
 *
 * @example
 * ```ts
 * const outcome = await sdk.requisitionLists.create({ name: 'Våronn MF 135' });
 * if (outcome.status === 'saved') {
 *   await sdk.requisitionLists.addItems(outcome.list.uid, [{ sku: 'MF-3595854M1', quantity: 2 }]);
 *   const { problems } = (await sdk.requisitionLists.addToCart(outcome.list.uid))!;
 * }
 * ```
 */
export function createRequisitionListService(transport: Transport): RequisitionListService {
  return {
    list: () => readLists(transport),
    get: (uid, options) => readList(transport, uid, options),
    async create(input) {
      const checked = checkRequisitionListInput(input);
      if (!checked.ok) return { status: 'invalid', problem: checked.problem };
      return change(async () => {
        const { createRequisitionList } = await transport.request(CreateRequisitionListDocument, {
          input: { name: checked.name, description: checked.description },
        });
        return createRequisitionList?.requisition_list;
      });
    },
    async update(uid, input) {
      const checked = checkRequisitionListInput(input);
      if (!checked.ok) return { status: 'invalid', problem: checked.problem };
      return change(async () => {
        const { updateRequisitionList } = await transport.request(UpdateRequisitionListDocument, {
          uid,
          input: { name: checked.name, description: checked.description },
        });
        return updateRequisitionList?.requisition_list;
      });
    },
    async remove(uid) {
      try {
        const { deleteRequisitionList } = await transport.request(DeleteRequisitionListDocument, {
          uid,
        });
        return deleteRequisitionList?.status ?? false;
      } catch (error) {
        return nullWhenNotFound(error) ?? false;
      }
    },
    addItems: (uid, lines) =>
      change(async () => {
        const items = mergeRequisitionListLines(lines).map((line) => ({
          sku: line.sku,
          quantity: line.quantity,
          parent_sku: line.parentSku ?? null,
        }));
        const { addProductsToRequisitionList } = await transport.request(
          AddProductsToRequisitionListDocument,
          { uid, items },
        );
        return addProductsToRequisitionList?.requisition_list;
      }),
    updateQuantities: (uid, changes) =>
      change(async () => {
        const items = changes.map((line) => ({ item_id: line.itemUid, quantity: line.quantity }));
        const { updateRequisitionListItems } = await transport.request(
          UpdateRequisitionListItemsDocument,
          { uid, items },
        );
        return updateRequisitionListItems?.requisition_list;
      }),
    removeItems: (uid, itemUids) =>
      change(async () => {
        const { deleteRequisitionListItems } = await transport.request(
          DeleteRequisitionListItemsDocument,
          { uid, itemUids: [...itemUids] },
        );
        return deleteRequisitionListItems?.requisition_list;
      }),
    async addToCart(uid, itemUids) {
      try {
        const { addRequisitionListItemsToCart } = await transport.request(
          AddRequisitionListItemsToCartDocument,
          { uid, itemUids: itemUids ? [...itemUids] : null },
        );
        return cartResult(addRequisitionListItemsToCart ?? null);
      } catch (error) {
        return nullWhenNotFound(error);
      }
    },
    async share(uid) {
      try {
        const { wmShareRequisitionList } = await transport.request(ShareRequisitionListDocument, {
          uid,
        });
        return wmShareRequisitionList?.token ?? null;
      } catch (error) {
        return nullWhenNotFound(error);
      }
    },
    shared: (token, options) => readShared(transport, token, options),
    async addSharedToCart(token) {
      const { wmAddSharedRequisitionListToCart } = await transport.request(
        AddSharedRequisitionListToCartDocument,
        { token },
      );
      return cartResult(wmAddSharedRequisitionListToCart ?? null);
    },
  };
}

/** A change's answer as its outcome: the list saved, or the backend's refusal. */
async function change(
  run: () => Promise<Parameters<typeof mapRequisitionListSummary>[0] | null | undefined>,
): Promise<RequisitionListOutcome> {
  try {
    return saved(await run());
  } catch (error) {
    return refused(error);
  }
}
