import type { ProductRow } from '../../catalog/catalogLoaders.js';
import { encodeUid } from '../../catalog/uid.js';
import type { GraphQLContext } from '../context.js';
import { customizableOptions, priceRange, productInterfaceFields } from './productFields.js';

/** Magento's uid of a configurable option value: `configurable/<attribute id>/<value id>`. */
const configurableValueUid = (attributeCode: string, optionId: number) =>
  encodeUid(`configurable/${attributeCode}/${optionId}`);

async function configurableOptions(row: ProductRow, _args: unknown, context: GraphQLContext) {
  const [attributes, children, options] = await Promise.all([
    context.loaders.configurableAttributes.load(row.id),
    context.loaders.children.load(row.id),
    context.loaders.attributeOptions(),
  ]);
  return attributes.map((attribute) => {
    const valueIds = [
      ...new Set(
        children
          .map((child) => child[attribute.attribute_code as 'color'])
          .filter((id): id is number => id !== null),
      ),
    ].sort((a, b) => (options.get(a)?.position ?? 0) - (options.get(b)?.position ?? 0));
    return {
      uid: encodeUid(`configurable/${row.id}/${attribute.attribute_code}`),
      attribute_code: attribute.attribute_code,
      attribute_uid: encodeUid(attribute.attribute_code),
      label: attribute.label,
      position: attribute.position,
      use_default: true,
      values: valueIds.map((valueId) => {
        const option = options.get(valueId);
        return {
          uid: configurableValueUid(attribute.attribute_code, valueId),
          label: option?.label ?? null,
          default_label: option?.label ?? null,
          store_label: option?.label ?? null,
          use_default_value: true,
          swatch_data: option?.swatch
            ? { __typename: 'ColorSwatchData' as const, value: option.swatch }
            : null,
        };
      }),
    };
  });
}

async function variants(row: ProductRow, _args: unknown, context: GraphQLContext) {
  const [attributes, children, options] = await Promise.all([
    context.loaders.configurableAttributes.load(row.id),
    context.loaders.variantsOf(row.id),
    context.loaders.attributeOptions(),
  ]);
  return children.map((child) => ({
    product: child,
    attributes: attributes.flatMap((attribute) => {
      const valueId = child[attribute.attribute_code as 'color'];
      if (valueId === null) return [];
      return [
        {
          code: attribute.attribute_code,
          label: options.get(valueId)?.label ?? null,
          value_index: valueId,
          uid: configurableValueUid(attribute.attribute_code, valueId),
        },
      ];
    }),
  }));
}

async function bundleItems(row: ProductRow, _args: unknown, context: GraphQLContext) {
  const options = await context.loaders.bundleOptions.load(row.id);
  return Promise.all(
    options.map(async (option) => {
      const products = await context.loaders.productsInOrder(
        option.selections.map((selection) => selection.product_id),
      );
      const byId = new Map(products.map((product) => [product.id, product]));
      const members = option.selections.flatMap((selection) => {
        const product = byId.get(selection.product_id);
        return product ? [{ selection, product }] : [];
      });
      const totals = (pick: (product: ProductRow) => number) =>
        members.map(({ selection, product }) => pick(product) * selection.quantity);
      const regular = totals((product) => product.min_regular_price);
      const final = totals((product) => product.min_final_price);
      return {
        uid: encodeUid(`bundle/${option.option_id}`),
        option_id: option.option_id,
        price_range: priceRange(context.currency, {
          minRegular: regular.length ? Math.min(...regular) : 0,
          minFinal: final.length ? Math.min(...final) : 0,
          maxRegular: regular.length ? Math.max(...regular) : 0,
          maxFinal: final.length ? Math.max(...final) : 0,
        }),
        title: option.title,
        required: option.required,
        type: option.type,
        position: option.position,
        sku: row.sku,
        options: members.map(({ selection, product }) => ({
          uid: encodeUid(
            `bundle/${option.option_id}/${selection.selection_id}/${selection.quantity}`,
          ),
          id: selection.selection_id,
          label: product.name,
          quantity: selection.quantity,
          qty: selection.quantity,
          position: selection.position,
          is_default: selection.is_default,
          price: product.min_final_price,
          price_type: 'FIXED' as const,
          can_change_quantity: selection.can_change_quantity,
          product,
        })),
      };
    }),
  );
}

async function groupedItems(row: ProductRow, _args: unknown, context: GraphQLContext) {
  const items = await context.loaders.groupedItems.load(row.id);
  const products = await context.loaders.productsInOrder(
    items.map((item) => item.linked_product_id),
  );
  const byId = new Map(products.map((product) => [product.id, product]));
  return items.flatMap((item) => {
    const product = byId.get(item.linked_product_id);
    return product ? [{ position: item.position, qty: item.quantity, product }] : [];
  });
}

async function downloadableLinks(row: ProductRow, _args: unknown, context: GraphQLContext) {
  const links = await context.loaders.downloadableLinks.load(row.id);
  return links.map((link) => ({
    id: link.link_id,
    uid: encodeUid(`downloadable/${link.link_id}`),
    title: link.title,
    sort_order: link.sort_order,
    price: link.price,
    sample_url: null,
  }));
}

/** Resolver maps of the six product types: the shared fields plus each type's own. */
const physicalProductFields = {
  ...productInterfaceFields,
  weight: (row: ProductRow) => row.weight,
};

export const productTypeResolvers = {
  SimpleProduct: { ...physicalProductFields, options: customizableOptions },
  VirtualProduct: { ...productInterfaceFields, options: customizableOptions },
  ConfigurableProduct: {
    ...physicalProductFields,
    options: customizableOptions,
    configurable_options: configurableOptions,
    variants,
  },
  BundleProduct: {
    ...physicalProductFields,
    options: customizableOptions,
    items: bundleItems,
    dynamic_price: () => true,
    dynamic_sku: () => true,
    dynamic_weight: () => true,
    price_view: () => 'PRICE_RANGE' as const,
    ship_bundle_items: () => 'TOGETHER' as const,
  },
  GroupedProduct: { ...physicalProductFields, items: groupedItems },
  // Only text options are sold (`customOptionView` sets the type).
  CustomizableOptionInterface: {
    __resolveType: (option: { __typename?: string }) =>
      option.__typename === 'CustomizableAreaOption'
        ? ('CustomizableAreaOption' as const)
        : ('CustomizableFieldOption' as const),
  },
  DownloadableProduct: {
    ...productInterfaceFields,
    options: customizableOptions,
    downloadable_product_links: downloadableLinks,
    downloadable_product_samples: () => [],
    links_purchased_separately: () => 1,
    links_title: () => 'Nedlastinger',
  },
};
