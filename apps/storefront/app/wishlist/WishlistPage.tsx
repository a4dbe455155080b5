import { useWishlist } from '@agri-parts/react-hooks';
import { parseWishlistPage, wishlistPageSlice } from '@agri-parts/sdk';
import {
  Button,
  Link,
  Pagination,
  ViewToggle,
  WishlistGrid,
  type ListingView as WishlistLayout,
} from '@agri-parts/ui';
import { useSearchParams } from 'react-router';

import { translate } from '../i18n/translate';
import { isSingular } from '../i18n/isSingular';
import { paginationModel } from '../pagination/paginationModel';
import { useWishlistItemActions } from './useWishlistItemActions';
import { WishlistEntry } from './WishlistEntry';
import { useWishlistLayout } from './wishlistLayout';
import { wishlistPageHref } from './wishlistPagination';
import { wishlistGridLabels } from './WishlistSidebar';

/** Props of {@link WishlistPage}. */
export interface WishlistPageProps {
  /** Grid or list as the page was rendered (the `wishlist-view` cookie). */
  renderedLayout: WishlistLayout;
}

function itemCount(count: number): string {
  return isSingular(count)
    ? translate('wishlist.itemCountOne')
    : translate('wishlist.itemCount', { count });
}

/**
 * The wishlist page (`/onskeliste`, spec §2): the shopper's list — a guest's by the sharing code
 * in this browser's cookie, a customer's from the account — in a grid or a list (remembered like
 * the listings' choice), a page of 12 at a time (`?page=`), each item with add to cart and
 * remove. The list is personal and the browser's wishlist store is its one owner (the header
 * count, the sidebar and the hearts follow it), so the server renders the page loading and the
 * browser fills it in (see the storefront README).
 */
export function WishlistPage({ renderedLayout }: WishlistPageProps) {
  const wishlist = useWishlist();
  const actions = useWishlistItemActions();
  const [layout, setLayout] = useWishlistLayout(renderedLayout);
  const [searchParams] = useSearchParams();
  const slice = wishlistPageSlice(
    wishlist.wishlist.items,
    parseWishlistPage(searchParams.get('page')),
  );
  const status =
    wishlist.status === 'error' ? 'error' : wishlist.status === 'ready' ? 'ready' : 'loading';

  return (
    <section className="wishlist-page" aria-labelledby="wishlist-title">
      <header className="wishlist-page__header">
        <h1 id="wishlist-title">{translate('wishlist.title')}</h1>
        <p>{translate('wishlist.intro')}</p>
      </header>
      <div className="wishlist-page__toolbar">
        <p className="wishlist-page__count" aria-live="polite">
          {status === 'ready' ? itemCount(wishlist.wishlist.itemsCount) : null}
        </p>
        <ViewToggle
          value={layout}
          onChange={setLayout}
          labels={{
            group: translate('listing.view'),
            grid: translate('listing.viewGrid'),
            list: translate('listing.viewList'),
          }}
        />
      </div>
      <noscript>
        <p>{translate('wishlist.noscript')}</p>
      </noscript>
      <WishlistGrid
        layout={layout}
        status={status}
        labels={wishlistGridLabels}
        error={
          <>
            <p>{translate('wishlist.loadError')}</p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void wishlist.load().catch(() => undefined)}
            >
              {translate('wishlist.retry')}
            </Button>
          </>
        }
        emptyAction={<Link href="/">{translate('wishlist.browse')}</Link>}
      >
        {slice.items.map((item) => (
          <WishlistEntry
            key={item.id}
            item={item}
            layout={layout}
            state={actions.states[item.id]}
            onAddToCart={actions.addToCart}
            onRemove={actions.remove}
            headingLevel={2}
          />
        ))}
      </WishlistGrid>
      {status === 'ready' && slice.totalPages > 1 ? (
        <Pagination
          model={paginationModel(slice.pagination)}
          hrefForPage={wishlistPageHref}
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
