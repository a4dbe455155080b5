import type { StoreConfig } from '../config/mapStoreConfig';

/**
 * Whether the shop has a wish list (spec §4: enabled by config, on by default): on unless the
 * store config turns it off; on when the config could not be loaded. Pure.
 *
 * @example
 * ```ts
 * isWishlistEnabled(await sdk.config.loadStoreConfig()); // false when wishlist_enabled is off
 * ```
 */
export function isWishlistEnabled(
  storeConfig: Pick<StoreConfig, 'wishlistEnabled'> | null | undefined,
): boolean {
  return storeConfig?.wishlistEnabled ?? true;
}
