import type { SeedCatalog, SeedCategory, SelectAttributeCode } from './types.js';

const INDEXED_ATTRIBUTES = {
  manufacturer: 'manufacturerOptionId',
  color: 'colorOptionId',
  ag_produktgruppe: 'productGroupOptionId',
  wm_delivery_time: 'deliveryTimeOptionId',
} as const satisfies Record<SelectAttributeCode, string>;

/** One row per product and select-attribute value; a parent also gets its children's values. */
export function buildAttributeIndex(catalog: SeedCatalog) {
  const rows = new Map<string, { attribute_code: string; option_id: number; product_id: number }>();
  for (const product of catalog.products) {
    const owners = product.parentId === null ? [product.id] : [product.id, product.parentId];
    for (const [code, field] of Object.entries(INDEXED_ATTRIBUTES)) {
      const optionId = product[field];
      if (optionId === null) continue;
      for (const owner of owners) {
        rows.set(`${code}:${optionId}:${owner}`, {
          attribute_code: code,
          option_id: optionId,
          product_id: owner,
        });
      }
    }
  }
  return [...rows.values()];
}

/** Each category's Magento path, level, URL path and ancestors, from the parent links. */
export function categoryPaths(categories: readonly SeedCategory[]) {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const ancestry = (category: SeedCategory): SeedCategory[] => {
    const chain: SeedCategory[] = [];
    for (let current: SeedCategory | undefined = category; current;) {
      chain.unshift(current);
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
    return chain;
  };
  return new Map(
    categories.map((category) => {
      const chain = ancestry(category);
      return [
        category.id,
        {
          // Magento keeps a hidden "Root Catalog" (id 1) above the store's root category.
          path: ['1', ...chain.map((c) => String(c.id))].join('/'),
          level: chain.length,
          // The URL path leaves out the store's root category.
          urlPath: chain
            .slice(1)
            .map((c) => c.urlKey)
            .join('/'),
          ancestorIds: chain.map((c) => c.id),
        },
      ];
    }),
  );
}

export type CategoryPaths = ReturnType<typeof categoryPaths>;
