const money = (value: number | null) => ({ value });

/** A simple product's cart line as commerce-api answers it, for the SDK's cart tests. */
export function cartLineData(
  uid: string,
  sku: string,
  quantity: number,
  extra: Record<string, unknown> = {},
) {
  return {
    __typename: 'SimpleCartItem',
    uid,
    quantity,
    is_available: true,
    not_available_message: null,
    errors: [],
    customizable_options: [],
    product: {
      __typename: 'SimpleProduct',
      sku,
      uid: `p-${sku}`,
      name: `Produkt ${sku}`,
      url_key: sku.toLowerCase(),
      url_suffix: '.html',
      stock_status: 'IN_STOCK',
      only_x_left_in_stock: null,
      thumbnail: { url: `https://img.test/${sku}.jpg`, label: null },
      listing_attributes: {
        items: [{ code: 'wm_part_numbers', value: `OEM-${sku}, OEM-${sku}2` }],
      },
    },
    prices: {
      price: money(80),
      price_including_tax: money(100),
      row_total: money(80 * quantity),
      row_total_including_tax: money(100 * quantity),
      total_item_discount: money(0),
    },
    ...extra,
  };
}

/** A cart as commerce-api answers it (`CartFields`), with `items`' total quantity. */
export function cartData(
  id: string,
  items: ReturnType<typeof cartLineData>[] = [],
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    applied_coupons: [],
    items,
    prices: {
      subtotal_including_tax: money(100),
      subtotal_excluding_tax: money(80),
      grand_total: money(100),
      applied_taxes: [{ label: 'MVA 25 %', amount: money(20) }],
      discounts: [],
    },
    available_payment_methods: [{ code: 'wm_card', title: 'Kortbetaling' }],
    wm_customer_order_fields: null,
    ...extra,
  };
}
