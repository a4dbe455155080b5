import { Link, OrderList, Pagination } from '@agri-parts/ui';
import { useLocation } from 'react-router';

import { translate } from '../i18n/translate';
import { paginationModel } from '../pagination/paginationModel';
import { itemCountLabel } from './orderView';
import { ReorderButton } from './ReorderButton';
import type { OrderHistoryData } from './orderLoaders.server';

const listLabels = {
  caption: translate('account.orderHistory'),
  number: translate('order.number'),
  date: translate('order.date'),
  status: translate('order.status'),
  total: translate('order.total'),
  items: translate('order.items'),
  order: (number: string) => translate('order.title', { number }),
  itemCount: itemCountLabel,
};

/** The address of a page of the history: the list itself for page 1, else `?page=N`. */
function pageHref(pathname: string) {
  return (page: number) => (page > 1 ? `${pathname}?page=${page}` : pathname);
}

/**
 * The order history (`/customer/order-history`): ten orders a page, newest first — number (a
 * link to the order), date, status in Norwegian, item count and total — with the shop's
 * pagination, or a line saying there are none.
 */
export function OrderHistoryPage({ history }: { history: OrderHistoryData }) {
  const { pathname } = useLocation();
  const pages = history.pagination.filter((item) => item.type === 'page');
  return (
    <section className="account-page" aria-labelledby="order-history-title">
      <h1 id="order-history-title">{translate('account.orderHistory')}</h1>
      <OrderList
        orders={history.orders}
        labels={listLabels}
        hideCaption
        headingLevel={2}
        actionsLabel={translate('reorder.actions')}
        renderActions={(order) => <ReorderButton number={order.number} size="sm" />}
        empty={
          <p>
            {translate('order.empty')} <Link href="/">{translate('order.startShopping')}</Link>
          </p>
        }
      />
      {pages.length > 1 ? (
        <Pagination
          model={paginationModel(history.pagination)}
          hrefForPage={pageHref(pathname)}
          labels={{
            navigation: translate('navigation.pagination'),
            previous: translate('navigation.previousPage'),
            next: translate('navigation.nextPage'),
            page: (page) => translate('navigation.page', { page }),
          }}
        />
      ) : null}
    </section>
  );
}
