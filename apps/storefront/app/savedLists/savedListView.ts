import {
  formatPrice,
  type RequisitionListCartProblem,
  type RequisitionListCartResult,
  type RequisitionListInputProblem,
  type RequisitionListItem,
  type RequisitionListLineInput,
  type Refusal,
} from '@agri-parts/sdk';
import type { ReorderResultLine, SavedListTableLine } from '@agri-parts/ui';

import { translate } from '../i18n/translate';

/** Addresses of the saved lists: the account's pages and the public read-only link. */
export const savedListPaths = {
  index: '/customer/saved-lists',
  list: (uid: string) => `/customer/saved-lists/${encodeURIComponent(uid)}`,
  shared: (token: string) => `/delt-liste/${encodeURIComponent(token)}`,
} as const;

/** The intents the saved-list forms post. */
export const savedListIntents = {
  create: 'create',
  add: 'add',
  rename: 'rename',
  delete: 'delete',
  save: 'save',
  toCart: 'to-cart',
  share: 'share',
} as const;

/**
 * A product line as a form field (`line`): `sku~quantity~parentSku`. SKUs hold no `~` in this
 * shop; the field is parsed back by {@link parseLineFields}. Pure.
 */
export const lineField = (line: RequisitionListLineInput): string =>
  [line.sku, String(line.quantity), line.parentSku ?? ''].join('~');

/** The `line` fields posted, skipping any that are not a SKU and a positive quantity. Pure. */
export function parseLineFields(values: readonly unknown[]): RequisitionListLineInput[] {
  return values.flatMap((value) => {
    if (typeof value !== 'string') return [];
    const [sku = '', quantity = '', parentSku = ''] = value.split('~');
    const amount = Number(quantity);
    if (sku.trim() === '' || !(amount > 0) || !Number.isFinite(amount)) return [];
    return [{ sku: sku.trim(), quantity: amount, parentSku: parentSku.trim() || null }];
  });
}

/** What the shopper reads for a problem with a list's name, note or contents (literal keys). */
export function savedListProblemText(problem: string | null): string | null {
  switch (problem) {
    case null:
      return null;
    case 'name-empty':
      return translate('savedLists.problem.nameEmpty');
    case 'name-too-long':
      return translate('savedLists.problem.nameTooLong');
    case 'description-too-long':
      return translate('savedLists.problem.descriptionTooLong');
    case 'TOO_MANY_REQUISITION_LISTS':
      return translate('savedLists.problem.tooManyLists');
    case 'TOO_MANY_REQUISITION_LIST_ITEMS':
      return translate('savedLists.problem.tooManyItems');
    case 'REQUISITION_LIST_QUANTITY_INVALID':
      return translate('savedLists.problem.quantity');
    case 'PRODUCT_NOT_FOUND':
      return translate('savedLists.problem.productNotFound');
    default:
      return translate('savedLists.problem.other');
  }
}

/** The problem's name for a refusal or an input problem, for the `feil` query. Pure. */
export function problemOf(
  outcome: { problem: RequisitionListInputProblem } | { refusal: Refusal },
) {
  if ('problem' in outcome) return outcome.problem;
  const { refusal } = outcome;
  if (refusal.kind === 'invalid_input' && refusal.code) return refusal.code;
  if (refusal.kind === 'not_found') return 'PRODUCT_NOT_FOUND';
  return 'other';
}

function reason(type: RequisitionListCartProblem['type']): string {
  switch (type) {
    case 'out_of_stock':
      return translate('savedLists.reason.outOfStock');
    case 'unavailable_sku':
      return translate('savedLists.reason.unavailableSku');
    case 'low_quantity':
      return translate('savedLists.reason.lowQuantity');
    default:
      return translate('savedLists.reason.optionsUpdated');
  }
}

/**
 * The page's address after a list went into the cart: how many lines went in and each that did
 * not (`type~sku`), so the page says it after the redirect, with or without JavaScript. Pure.
 */
export function toCartResultPath(
  path: string,
  result: RequisitionListCartResult,
  lineCount: number,
): string {
  const missed = result.problems.filter((problem) => problem.type !== 'low_quantity').length;
  const query = new URLSearchParams({ iKurv: String(Math.max(0, lineCount - missed)) });
  for (const problem of result.problems) {
    query.append('ikkeLagtTil', `${problem.type}~${problem.sku ?? ''}`);
  }
  return `${path}?${query}`;
}

/** What the list page says after its lines went into the cart; `null` otherwise. */
export function toCartNotice(
  query: URLSearchParams,
  names: ReadonlyMap<string, string>,
): { title: string; missedTitle: string; missed: ReorderResultLine[] } | null {
  const added = Number(query.get('iKurv') ?? 'x');
  if (!Number.isInteger(added) || added < 0) return null;
  const types: readonly RequisitionListCartProblem['type'][] = [
    'out_of_stock',
    'unavailable_sku',
    'options_updated',
    'low_quantity',
  ];
  const missed = query.getAll('ikkeLagtTil').flatMap((value): ReorderResultLine[] => {
    const [type = '', sku = ''] = value.split('~');
    if (!sku) return [];
    const known = types.find((candidate) => candidate === type) ?? 'options_updated';
    return [{ sku, name: names.get(sku) ?? sku, reason: reason(known) }];
  });
  return {
    title:
      added === 0
        ? translate('savedLists.toCartNone')
        : translate('savedLists.toCartAdded', { count: String(added) }),
    missedTitle: translate('savedLists.toCartMissedTitle'),
    missed,
  };
}

const money = (value: number) => formatPrice(value);

/** A list's lines as the table shows them: prices incl. VAT as the catalogue gives them. Pure. */
export function savedListRows(items: readonly RequisitionListItem[]): SavedListTableLine[] {
  return items.map((item) => {
    const price = item.product?.priceRange.minimum.final.value ?? null;
    return {
      uid: item.uid,
      sku: item.sku,
      name: item.product?.name ?? item.sku,
      href: item.product?.url ?? null,
      quantity: item.quantity,
      price: price === null ? null : money(price),
      total: price === null ? null : money(price * item.quantity),
      note: item.product ? null : translate('savedLists.table.gone'),
    };
  });
}

/** The table's texts, given the list's name. */
export function savedListTableLabels(caption: string) {
  return {
    caption,
    product: translate('savedLists.table.product'),
    sku: translate('savedLists.table.sku'),
    price: translate('savedLists.table.price'),
    quantity: translate('savedLists.table.quantity'),
    total: translate('savedLists.table.total'),
    actions: translate('savedLists.table.actions'),
    remove: (name: string) => translate('savedLists.table.remove', { name }),
    quantityOf: (name: string) => translate('savedLists.table.quantityOf', { name }),
  };
}
