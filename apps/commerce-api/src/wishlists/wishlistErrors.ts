/** Magento's (and the guest list's) messages about wish lists. */
export const WISHLIST_ERRORS = {
  notYours: 'The current user cannot perform operations on wishlist',
  notFound: 'The wishlist was not found.',
  productNotFound: (sku: string) => `Could not find a product with SKU "${sku}"`,
  quantityNotPositive: 'The quantity of a wish list item cannot be 0',
  itemNotFound: (id: string) => `The wishlist item with ID "${id}" does not belong to the wishlist`,
  unknownSharingCode: (code: string) => `Could not find a wish list with sharing code "${code}"`,
} as const;
