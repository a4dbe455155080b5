/** A product of a listing as the API answers it, for the hooks’ tests. */
export function buildProductData(sku: string) {
  const price = { value: 399, currency: 'NOK' };
  return {
    __typename: 'SimpleProduct',
    uid: `uid-${sku}`,
    sku,
    name: `Del ${sku}`,
    url_key: null,
    url_suffix: '.html',
    url_rewrites: [],
    stock_status: 'IN_STOCK',
    price_range: {
      minimum_price: { regular_price: price, final_price: price },
      maximum_price: null,
    },
    thumbnail: null,
  };
}
