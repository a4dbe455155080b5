/**
 * Text values of the store's product attributes (technical specifications, packaging, free
 * freight); select attributes keep their option ids in `products`. See
 * `src/catalog/productAttributes.ts` for the attributes themselves.
 */
export const up = [
  `CREATE TABLE product_attribute_values (
    product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    attribute_code text NOT NULL,
    value text NOT NULL,
    PRIMARY KEY (product_id, attribute_code)
  )`,
];
