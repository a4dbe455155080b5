import type { PaginationItem } from '@agri-parts/sdk';
import type { PaginationModel } from '@agri-parts/ui';

/**
 * The UI kit's pagination model from the SDK's window (`paginationWindow`), for product listings
 * and the blog alike. Pure.
 */
export function paginationModel(window: readonly PaginationItem[]): PaginationModel {
  const previous = window.find((item) => item.type === 'previous');
  const next = window.find((item) => item.type === 'next');
  return {
    items: window.flatMap((item): PaginationModel['items'][number][] => {
      if (item.type === 'page') return [{ type: 'page', page: item.page, current: item.current }];
      return item.type === 'ellipsis' ? [{ type: 'ellipsis' }] : [];
    }),
    previous: { page: previous?.page ?? 1, disabled: previous?.disabled ?? true },
    next: { page: next?.page ?? 1, disabled: next?.disabled ?? true },
  };
}
