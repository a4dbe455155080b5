import { useNotifications, useSdk } from '@agri-parts/react-hooks';
import {
  findWishlistItem,
  type WishlistAddOptions,
  type WishlistProduct,
  type WishlistState,
} from '@agri-parts/sdk';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';

import { translate } from '../i18n/translate';
import type { loader as rootLoader } from '../root';
import { isWishlistEnabled } from './useWishlistControl';

/** What {@link useWishlistHeart} returns. */
export interface WishlistHeart {
  /** Whether the shop offers a wishlist (store config, on by default): no heart without it. */
  enabled: boolean;
  /** Whether the product (and variant) is on the shopper's wishlist. */
  isWishlisted(sku: string, variantSku?: string | null): boolean;
  /** Whether a change of this product is being saved. */
  isBusy(sku: string): boolean;
  /**
   * Adds the product when absent, removes it when present (spec §4). A failure shows a danger
   * notice titled 'Feil i ønskelisten' (the SDK keeps and logs the error); it never throws.
   */
  toggle(product: WishlistProduct, options?: WishlistAddOptions): Promise<void>;
}

const idle = (): WishlistState | null => null;

/**
 * The wishlist heart of product cards and the product page (spec §4–§6): whether a product is on
 * the list and a toggle that reports failures as a notice. The list is loaded once in the browser
 * (the live state is checked, so a page of cards asks once), never on the server.
 */
export function useWishlistHeart(): WishlistHeart {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const enabled = isWishlistEnabled(root?.storeConfig);
  const { wishlist } = useSdk();
  const { add: notify } = useNotifications();
  // Re-render when the list changes; on the server and while hydrating nothing is wishlisted.
  const state = useSyncExternalStore(wishlist.subscribe, wishlist.getSnapshot, idle);
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  // Read synchronously, so a second click before the first is saved does nothing.
  const saving = useRef(new Set<string>());

  useEffect(() => {
    // The live status, not this render's: the first card's load makes the others skip theirs.
    if (enabled && wishlist.getSnapshot().status === 'idle') {
      wishlist.load().catch(() => undefined); // kept under errors.load and logged by the SDK
    }
  }, [enabled, wishlist]);

  const toggle = useCallback(
    async (product: WishlistProduct, options?: WishlistAddOptions) => {
      if (saving.current.has(product.sku)) return;
      saving.current.add(product.sku);
      setBusy(new Set(saving.current));
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
        saving.current.delete(product.sku);
        setBusy(new Set(saving.current));
      }
    },
    [wishlist, notify],
  );

  return {
    enabled,
    isWishlisted: (sku, variantSku) =>
      enabled && state !== null && findWishlistItem(state.wishlist, sku, variantSku) !== undefined,
    isBusy: (sku) => busy.has(sku),
    toggle,
  };
}
