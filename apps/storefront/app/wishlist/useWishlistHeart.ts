import { useNotifications, useSdk, useStoreSelector } from '@agri-parts/react-hooks';
import {
  initialWishlistState,
  isWishlistEnabled,
  isWishlisted,
  type WishlistAddOptions,
  type WishlistProduct,
  type WishlistState,
} from '@agri-parts/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';

import { translate } from '../i18n/translate';
import type { loader as rootLoader } from '../root';

/** What {@link useWishlistHeart} returns for one product. */
export interface WishlistHeart {
  /** Whether the shop offers a wishlist (store config, on by default): no heart without it. */
  enabled: boolean;
  /** Whether the product (and variant) is on the shopper's wishlist. */
  wishlisted: boolean;
  /** Whether a change of this product is being saved. */
  busy: boolean;
  /**
   * Adds the product when absent, removes it when present (spec §4). A failure shows a danger
   * notice titled 'Feil i ønskelisten' (the SDK keeps and logs the error); it never throws.
   */
  toggle(product: WishlistProduct, options?: WishlistAddOptions): Promise<void>;
}

const idleWishlistState = initialWishlistState('guest');
const idle = (): WishlistState => idleWishlistState;

/**
 * The wishlist heart of one product on a card or the product page (spec §4–§6): whether it is on
 * the list and a toggle that reports failures as a notice. The list is loaded once in the browser
 * (the live state is checked, so a page of cards asks once), never on the server. The heart
 * re-renders only when its own answer changes, not while the list loads (see
 * `useStoreSelector`), so a page of cards does not re-render as the list arrives.
 */
export function useWishlistHeart(sku: string, variantSku?: string | null): WishlistHeart {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const enabled = isWishlistEnabled(root?.storeConfig);
  const { wishlist } = useSdk();
  const { add: notify } = useNotifications();
  // On the server and while hydrating nothing is wishlisted.
  const wishlisted = useStoreSelector(
    wishlist,
    (state) => enabled && isWishlisted(state, sku, variantSku),
    idle,
  );
  const [busy, setBusy] = useState(false);
  // Read synchronously, so a second click before the first is saved does nothing.
  const saving = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    // A task of its own after hydration (not in the effects' one); the live status, not this
    // render's: the first card's load makes the others skip theirs.
    const timer = setTimeout(() => {
      if (wishlist.getSnapshot().status === 'idle') {
        wishlist.load().catch(() => undefined); // kept under errors.load and logged by the SDK
      }
    }, 0);
    return () => clearTimeout(timer);
  }, [enabled, wishlist]);

  const toggle = useCallback(
    async (product: WishlistProduct, options?: WishlistAddOptions) => {
      if (saving.current) return;
      saving.current = true;
      setBusy(true);
      try {
        await wishlist.toggle(product, options);
      } catch {
        // Kept under errors.add / errors.remove and logged by the SDK.
        notify({
          type: 'danger',
          title: translate('wishlist.errorTitle'),
          message: translate('wishlist.toggleFailed'),
        });
      } finally {
        saving.current = false;
        setBusy(false);
      }
    },
    [wishlist, notify],
  );

  return { enabled, wishlisted, busy, toggle };
}
