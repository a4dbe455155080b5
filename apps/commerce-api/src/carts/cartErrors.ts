/** Magento's messages about carts as a whole. */
export const CART_ERRORS = {
  notFound: (id: string) => `Could not find a cart with ID "${id}"`,
  notYours: (id: string) => `The current user cannot perform operations on cart "${id}"`,
  inactive: "The cart isn't active.",
  idLength: 'Cart ID length should be 32 characters.',
  idTaken: (id: string) => `Cart with ID "${id}" already exists.`,
  customerUsesCustomerCart: 'Use `Query.customerCart` for logged in customer.',
  itemNotInCart: "The cart doesn't contain the item",
  itemNotFound: (id: string) => `Could not find cart item with id: ${id}.`,
  couponAlreadyApplied:
    'A coupon is already applied to the cart. Please remove it to apply another',
  cartEmpty: 'Cart does not contain products.',
  couponMissing: 'Required parameter "coupon_code" is missing',
  guestEmailForCustomer: 'The request is not allowed for logged in customers',
  invalidEmail: 'Invalid email format',
  sameCart: 'The source and destination carts are the same.',
  quantityMissing: 'Required parameter "quantity" for "cart_items" is missing.',
} as const;
