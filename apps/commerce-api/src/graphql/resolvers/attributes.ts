import type { AttributeOptionRow, FitmentRow, ProductRow } from '../../catalog/catalogLoaders.js';
import {
  attributesMatching,
  productAttribute,
  PRODUCT_ATTRIBUTES,
  attributeFlags,
  type ProductAttribute,
} from '../../catalog/productAttributes.js';
import type { GraphQLContext } from '../context.js';
import type {
  AttributeMetadataErrorType,
  CatalogAttributeApplyToEnum,
  QueryAttributesListArgs,
  QueryCustomAttributeMetadataV2Args,
  ProductInterfaceCustom_AttributesV2Args,
} from '../generated/schemaTypes.js';

/** The entity type code Magento uses for products in `AttributeInput.entity_type`. */
const PRODUCT_ENTITY_TYPE = 'catalog_product';

/** Magento's own answer for yes/no attributes: options `1` and `0`. */
const BOOLEAN_OPTIONS = [
  { label: 'Ja', value: '1' },
  { label: 'Nei', value: '0' },
];

const PHYSICAL_TYPES: CatalogAttributeApplyToEnum[] = [
  'SIMPLE',
  'CONFIGURABLE',
  'BUNDLE',
  'GROUPED',
];

const metadataError = (type: AttributeMetadataErrorType, message: string) => ({ type, message });

function optionsOf(attribute: ProductAttribute, options: Map<number, AttributeOptionRow>) {
  if (attribute.frontend_input === 'BOOLEAN') {
    return BOOLEAN_OPTIONS.map((option) => ({
      __typename: 'AttributeOptionMetadata' as const,
      ...option,
      is_default: option.value === '0',
      swatch: null,
    }));
  }
  if (attribute.source.kind !== 'option') return [];
  const code = attribute.source.column;
  return [...options.values()]
    .filter((option) => option.attribute_code === code)
    .map((option) => ({
      __typename: 'AttributeOptionMetadata' as const,
      label: option.label,
      value: String(option.option_id),
      is_default: false,
      swatch:
        attribute.visual_swatch && option.swatch
          ? { __typename: 'ColorSwatchData' as const, value: option.swatch }
          : null,
    }));
}

/** Magento's `CatalogAttributeMetadata` of one of the store's product attributes. */
function attributeMetadata(attribute: ProductAttribute, options: Map<number, AttributeOptionRow>) {
  const visualSwatch = attribute.visual_swatch;
  return {
    __typename: 'CatalogAttributeMetadata' as const,
    code: attribute.code,
    label: attribute.label,
    frontend_input: attribute.frontend_input,
    ...attributeFlags(attribute),
    entity_type: 'CATALOG_PRODUCT' as const,
    default_value: null,
    frontend_class: null,
    is_required: false,
    is_unique: false,
    // Empty means every product type, as in Magento.
    apply_to: attribute.frontend_input === 'WEIGHT' ? [...PHYSICAL_TYPES] : [],
    options: optionsOf(attribute, options),
    swatch_input_type:
      attribute.frontend_input !== 'SELECT'
        ? null
        : visualSwatch
          ? ('VISUAL' as const)
          : ('DROPDOWN' as const),
    update_product_preview_image: visualSwatch,
    use_product_image_for_swatch: false,
  };
}

/**
 * `customAttributeMetadataV2`: the metadata of each attribute asked for, and an error (not a
 * failed request) for each that is unknown. Without `attributes`, every product attribute.
 */
async function customAttributeMetadataV2(
  _root: unknown,
  { attributes }: QueryCustomAttributeMetadataV2Args,
  context: GraphQLContext,
) {
  const options = await context.loaders.attributeOptions();
  if (!attributes || attributes.length === 0) {
    return {
      items: PRODUCT_ATTRIBUTES.map((attribute) => attributeMetadata(attribute, options)),
      errors: [],
    };
  }
  const items: ReturnType<typeof attributeMetadata>[] = [];
  const errors: ReturnType<typeof metadataError>[] = [];
  for (const { attribute_code: code, entity_type: entityType } of attributes) {
    const attribute = code ? productAttribute(code) : undefined;
    if (entityType?.toLowerCase() !== PRODUCT_ENTITY_TYPE) {
      errors.push(
        metadataError(
          'ENTITY_NOT_FOUND',
          `Entity type "${entityType ?? ''}" is not served; use "${PRODUCT_ENTITY_TYPE}".`,
        ),
      );
    } else if (!attribute) {
      errors.push(
        metadataError(
          'ATTRIBUTE_NOT_FOUND',
          `Attribute "${code ?? ''}" of entity type "${PRODUCT_ENTITY_TYPE}" was not found.`,
        ),
      );
    } else {
      items.push(attributeMetadata(attribute, options));
    }
  }
  return { items, errors };
}

/** `attributesList`: the product attributes matching the flags; other entity types have none here. */
async function attributesList(
  _root: unknown,
  { entityType, filters }: QueryAttributesListArgs,
  context: GraphQLContext,
) {
  if (entityType !== 'CATALOG_PRODUCT') return { items: [], errors: [] };
  const options = await context.loaders.attributeOptions();
  return {
    items: attributesMatching(filters).map((attribute) => attributeMetadata(attribute, options)),
    errors: [],
  };
}

/** The product's value of one attribute, or null when it has none. */
function attributeValue(
  attribute: ProductAttribute,
  row: ProductRow,
  values: Map<string, string>,
  options: Map<number, AttributeOptionRow>,
) {
  const text = (value: string | null) =>
    value === null || value === ''
      ? null
      : { __typename: 'AttributeValue' as const, code: attribute.code, value };
  const { source } = attribute;
  switch (source.kind) {
    case 'option': {
      const option = row[source.column] === null ? undefined : options.get(row[source.column]!);
      return option
        ? {
            __typename: 'AttributeSelectedOptions' as const,
            code: attribute.code,
            selected_options: [
              {
                __typename: 'AttributeSelectedOption' as const,
                label: option.label,
                value: String(option.option_id),
              },
            ],
          }
        : null;
    }
    case 'value':
      return text(values.get(attribute.code) ?? null);
    case 'column':
      if (source.column === 'part_numbers') return text(row.part_numbers.join(', '));
      if (source.column === 'weight') return text(row.weight ? String(row.weight) : null);
      return text(row.wm_order_product ? '1' : '0');
  }
}

/** `ProductInterface.custom_attributesV2`: the product's values of the attributes matching the flags. */
export async function productCustomAttributes(
  row: ProductRow,
  { filters }: Partial<ProductInterfaceCustom_AttributesV2Args>,
  context: GraphQLContext,
) {
  const [values, options] = await Promise.all([
    context.loaders.attributeValues.load(row.id),
    context.loaders.attributeOptions(),
  ]);
  return {
    items: attributesMatching(filters).flatMap((attribute) => {
      const value = attributeValue(attribute, row, values, options);
      return value ? [value] : [];
    }),
    errors: [],
  };
}

const fitmentItem = (row: FitmentRow, level: 'finder' | 'brand' | 'model') => ({
  id: row[`${level}_id`],
  name: row[`${level}_name`],
  slug: row[`${level}_slug`],
});

/** `wm_pf_fitments`: the finder, brand and model of every part-finder model the product fits. */
export async function productFitments(row: ProductRow, _args: unknown, context: GraphQLContext) {
  const rows = await context.loaders.fitments.load(row.id);
  return rows.map((fitment) => ({
    finder: fitmentItem(fitment, 'finder'),
    brand: fitmentItem(fitment, 'brand'),
    model: fitmentItem(fitment, 'model'),
  }));
}

export const attributeResolvers = {
  Query: { customAttributeMetadataV2, attributesList },
};
