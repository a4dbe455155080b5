/** Magento's messages about checkout input. */
export const CHECKOUT_ERRORS = {
  oneShippingAddress: 'You cannot specify multiple shipping addresses.',
  shippingAddressEither:
    'The shipping address must contain either "customer_address_id" or "address".',
  shippingAddressBoth:
    'The shipping address cannot contain "customer_address_id" and "address" at the same time.',
  billingAddressMissing: 'Required parameter "billing_address" is missing',
  billingAddressEither:
    'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".',
  billingAddressBoth:
    'The billing address cannot contain "customer_address_id" and "address" at the same time.',
  noShippingForSameAs:
    'Could not use the "same_as_shipping" option, because the shipping address has not been set.',
  virtualCart: 'Shipping address is not allowed on cart: cart contains no items for shipment.',
  addressNotFound: (id: number) => `Could not find a address with ID "${id}"`,
  oneShippingMethod: 'You cannot specify multiple shipping methods.',
  shippingMethodsMissing: 'Required parameter "shipping_methods" is missing',
  cardMissing: 'Required parameter "wm_card" for "payment_method" is missing.',
} as const;
