import type { SelectAttributeCode } from '../seed/types.js';

/** Where a product's value of an attribute is kept. */
export type AttributeSource =
  /** An option id in the product column of the same name; options in `attribute_options`. */
  | { kind: 'option'; column: SelectAttributeCode }
  /** A text value in `product_attribute_values`. */
  | { kind: 'value' }
  /** A product column. */
  | { kind: 'column'; column: 'weight' | 'wm_order_product' | 'part_numbers' };

export type FrontendInput = 'SELECT' | 'TEXT' | 'BOOLEAN' | 'WEIGHT';

/** The storefront flags of Magento's catalogue attributes (`AttributeFilterInput`). */
export interface AttributeFlags {
  is_comparable: boolean;
  is_filterable: boolean;
  is_filterable_in_search: boolean;
  is_html_allowed_on_front: boolean;
  is_searchable: boolean;
  is_used_for_price_rules: boolean;
  is_used_for_promo_rules: boolean;
  is_visible_in_advanced_search: boolean;
  is_visible_on_front: boolean;
  is_wysiwyg_enabled: boolean;
  used_in_product_listing: boolean;
}

export type AttributeFlag = keyof AttributeFlags;

const NO_FLAGS: AttributeFlags = {
  is_comparable: false,
  is_filterable: false,
  is_filterable_in_search: false,
  is_html_allowed_on_front: false,
  is_searchable: false,
  is_used_for_price_rules: false,
  is_used_for_promo_rules: false,
  is_visible_in_advanced_search: false,
  is_visible_on_front: false,
  is_wysiwyg_enabled: false,
  used_in_product_listing: false,
};

const ATTRIBUTE_FLAGS = Object.keys(NO_FLAGS) as AttributeFlag[];

/** Just the storefront flags of an attribute. */
export function attributeFlags(attribute: AttributeFlags): AttributeFlags {
  const flags = { ...NO_FLAGS };
  for (const flag of ATTRIBUTE_FLAGS) flags[flag] = attribute[flag];
  return flags;
}

/** A product attribute of the store, as Magento's `eav_attribute` + `catalog_eav_attribute` row. */
export interface ProductAttribute extends AttributeFlags {
  code: string;
  /** Norwegian label shown to shoppers. */
  label: string;
  frontend_input: FrontendInput;
  source: AttributeSource;
  /** Options are colours drawn as swatches. */
  visual_swatch: boolean;
}

/** A filterable select attribute whose options are listings' facets. */
const facet = (
  code: SelectAttributeCode,
  label: string,
  flags: Partial<AttributeFlags> = {},
): ProductAttribute => ({
  ...NO_FLAGS,
  is_filterable: true,
  is_filterable_in_search: true,
  is_visible_in_advanced_search: true,
  is_used_for_promo_rules: true,
  used_in_product_listing: true,
  is_visible_on_front: true,
  ...flags,
  code,
  label,
  frontend_input: 'SELECT',
  source: { kind: 'option', column: code },
  visual_swatch: false,
});

/** A technical value shown in the product page's specifications table and when comparing. */
const specification = (code: string, label: string): ProductAttribute => ({
  ...NO_FLAGS,
  is_visible_on_front: true,
  is_comparable: true,
  code,
  label,
  frontend_input: 'TEXT',
  source: { kind: 'value' },
  visual_swatch: false,
});

/** Codes of the text attributes kept in `product_attribute_values`. */
export const VALUE_ATTRIBUTE_CODES = [
  'wm_package',
  'wm_free_fright',
  'wm_material',
  'wm_dimensions',
  'wm_thread',
  'wm_outer_diameter_mm',
  'wm_height_mm',
  'wm_voltage',
  'wm_power',
  'wm_working_pressure_bar',
  'wm_volume',
  'wm_viscosity',
  // Flags the API serves as fields of their own (issue 23), not as specifications.
  'wm_universal_fit',
  'wm_backorders',
  'wm_supplier_lead_days',
] as const;
export type ValueAttributeCode = (typeof VALUE_ATTRIBUTE_CODES)[number];

/**
 * The store's product attributes, in the order a specifications table lists them. Magento keeps
 * these in its EAV tables; here they are part of the code, like the columns they describe.
 */
export const PRODUCT_ATTRIBUTES: readonly ProductAttribute[] = [
  facet('manufacturer', 'Produsent', { is_comparable: true, is_searchable: true }),
  {
    ...facet('color', 'Farge', { is_comparable: true }),
    visual_swatch: true,
  },
  facet('ag_produktgruppe', 'Produktgruppe', { is_searchable: true }),
  facet('wm_delivery_time', 'Leveringstid'),
  {
    ...NO_FLAGS,
    is_visible_on_front: true,
    is_searchable: true,
    is_comparable: true,
    // Cards, cart and order lines show the first cross-reference beside the SKU (issue 19).
    used_in_product_listing: true,
    code: 'wm_part_numbers',
    label: 'Originalnummer',
    frontend_input: 'TEXT',
    source: { kind: 'column', column: 'part_numbers' },
    visual_swatch: false,
  },
  {
    ...NO_FLAGS,
    is_visible_on_front: true,
    is_comparable: true,
    code: 'weight',
    label: 'Vekt (kg)',
    frontend_input: 'WEIGHT',
    source: { kind: 'column', column: 'weight' },
    visual_swatch: false,
  },
  specification('wm_material', 'Materiale'),
  specification('wm_dimensions', 'Mål (L × B × H)'),
  specification('wm_thread', 'Gjenge'),
  specification('wm_outer_diameter_mm', 'Ytre diameter (mm)'),
  specification('wm_height_mm', 'Høyde (mm)'),
  specification('wm_voltage', 'Spenning'),
  specification('wm_power', 'Effekt'),
  specification('wm_working_pressure_bar', 'Arbeidstrykk (bar)'),
  specification('wm_volume', 'Volum'),
  specification('wm_viscosity', 'Viskositet'),
  {
    ...specification('wm_package', 'Forpakning'),
    is_comparable: false,
    used_in_product_listing: true,
  },
  {
    ...NO_FLAGS,
    is_visible_on_front: true,
    used_in_product_listing: true,
    code: 'wm_free_fright',
    label: 'Fri frakt',
    frontend_input: 'BOOLEAN',
    source: { kind: 'value' },
    visual_swatch: false,
  },
  {
    ...NO_FLAGS,
    used_in_product_listing: true,
    code: 'wm_order_product',
    label: 'Bestillingsvare',
    frontend_input: 'BOOLEAN',
    source: { kind: 'column', column: 'wm_order_product' },
    visual_swatch: false,
  },
];

const BY_CODE = new Map(PRODUCT_ATTRIBUTES.map((attribute) => [attribute.code, attribute]));

export const productAttribute = (code: string): ProductAttribute | undefined => BY_CODE.get(code);

/** Attributes whose flags match every flag given (Magento's `AttributeFilterInput`). */
export function attributesMatching(
  filters: Partial<Record<AttributeFlag, boolean | null>> | null | undefined,
): ProductAttribute[] {
  const wanted = Object.entries(filters ?? {}).filter(
    (entry): entry is [AttributeFlag, boolean] => typeof entry[1] === 'boolean',
  );
  return PRODUCT_ATTRIBUTES.filter((attribute) =>
    wanted.every(([flag, value]) => attribute[flag] === value),
  );
}
