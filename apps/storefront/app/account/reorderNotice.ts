import type { ReorderProblem, ReorderSummary } from '@agri-parts/sdk';
import type { ReorderResultLine } from '@agri-parts/ui';

import { translate } from '../i18n/translate';

/** The intent a "Bestill på nytt" form posts to the order's page. */
export const reorderIntent = 'reorder';

const problems: readonly ReorderProblem[] = [
  'not-found',
  'not-salable',
  'insufficient-stock',
  'reorder-not-available',
  'other',
];

/** Why a line did not go in, as the shopper reads it (literal keys: see `translate`). */
function reason(problem: ReorderProblem): string {
  switch (problem) {
    case 'not-found':
      return translate('reorder.reason.notFound');
    case 'not-salable':
      return translate('reorder.reason.notSalable');
    case 'insufficient-stock':
      return translate('reorder.reason.insufficientStock');
    case 'reorder-not-available':
      return translate('reorder.reason.notAvailable');
    default:
      return translate('reorder.reason.other');
  }
}

/**
 * The cart page's address after a reorder: the order's number, how many lines went in and each
 * that did not (problem, SKU, name) in the query, so the page says it after a redirect — with or
 * without JavaScript — and a reload says it again. Pure.
 */
export function reorderCartPath(number: string, summary: ReorderSummary): string {
  const query = new URLSearchParams({ reordered: number, added: String(summary.added) });
  for (const miss of summary.missed) {
    query.append('missed', [miss.problem, miss.sku, miss.name].join('~'));
  }
  return `/cart?${query}`;
}

/** What the cart page says after a reorder, read from its query; `null` for an ordinary visit. */
export function reorderNotice(
  query: URLSearchParams,
): { title: string; missedTitle: string; missed: ReorderResultLine[] } | null {
  const number = query.get('reordered');
  const added = Number(query.get('added'));
  if (!number || !Number.isInteger(added) || added < 0) return null;
  const missed = query.getAll('missed').flatMap((value): ReorderResultLine[] => {
    const [problem, sku, ...name] = value.split('~');
    const known = problems.find((candidate) => candidate === problem) ?? 'other';
    if (!sku) return [];
    return [{ sku, name: name.join('~') || sku, reason: reason(known) }];
  });
  return {
    title:
      added === 0
        ? translate('reorder.noneAdded', { number })
        : translate('reorder.added', { number, count: String(added) }),
    missedTitle: translate('reorder.missedTitle'),
    missed,
  };
}
