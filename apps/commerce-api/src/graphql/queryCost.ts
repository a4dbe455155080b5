import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isUnionType,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/** Products a page holds when a query gives no `pageSize` (Magento's default). */
export const DEFAULT_PAGE_SIZE = 20;
/** The largest page any field serves; the resolvers refuse larger ones with their own message. */
export const LARGEST_PAGE_SIZE = 300;
/** Elements assumed in a list the query cannot size (a product's pictures, a cart's lines). */
export const DEFAULT_LIST_SIZE = 10;
/**
 * A product counts this much: its row, prices, pictures and attributes are worked out per
 * product, while the small lists inside it (pictures, options) count 1 an element.
 */
export const PRODUCT_WEIGHT = 10;
/**
 * `aggregations` reads every product the filter matches, whatever the page: measured at about
 * twice the time of a 300-product page of SKUs on the default catalogue (20 ms against 10 ms).
 */
export const AGGREGATIONS_WEIGHT = 5000;

/**
 * Lists the query cannot size, whose real length is known from the catalogue (the seed's largest,
 * rounded up); any other list counts {@link DEFAULT_LIST_SIZE}. Keyed by field name.
 */
const LIST_SIZES: Readonly<Record<string, number>> = {
  url_rewrites: 2,
  categories: 5,
  configurable_options: 3,
  attributes: 3,
  selected_options: 3,
  options: 5,
  suggestions: 5,
  applied_coupons: 2,
  // A bundle's options as a cart or wish-list line holds them (the seed's largest kit has 6).
  bundle_options: 6,
  // One wish list per customer in this shop (Magento Commerce may keep several).
  wishlists: 1,
  // A review's ratings: one per rating kind (the shop asks for one, `reviews/ratingKinds.ts`).
  ratings_breakdown: 1,
  // One invoice per order in this shop (docs/commerce-api/invoices.md).
  invoices: 1,
};

/**
 * Lists whose length depends on the type they sit in, keyed `Type.field`; looked up before
 * {@link LIST_SIZES}.
 */
const TYPED_LIST_SIZES: Readonly<Record<string, number>> = {
  // The values chosen in one of a bundle's options: the seed's options offer at most 3.
  'SelectedBundleOption.values': 3,
  // One answer per part number asked, at most MAX_PART_NUMBERS (quick order).
  'Query.wmResolvePartNumbers': 200,
  // `productReviewRatingsMetadata`: the rating kinds (one), each with its 1–5 stars.
  'ProductReviewRatingsMetadata.items': 1,
  'ProductReviewRatingMetadata.values': 5,
};

/**
 * Fields that walk a tree (categories, the mega menu): a tree holds so many nodes in all, so
 * asking for `children` again one level down adds about as many nodes as the level above instead
 * of multiplying them (the seeded category tree and menu each hold about 100 nodes).
 */
const TREE_FIELDS: ReadonlySet<string> = new Set(['children']);

interface Walk {
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  variables: Readonly<Record<string, unknown>>;
  schema: GraphQLSchema | undefined;
  /**
   * A fragment's cost once per place it is spread in: fragments spreading others twice over
   * would otherwise take exponential time to expand (the cost itself may be that large).
   */
  fragmentCosts: Map<string, number>;
}

/** Where a selection set sits: its type, and what sizes its lists. */
interface Place {
  type: GraphQLCompositeType | undefined;
  /** The page size of the field above, when it takes `pageSize`: its `items` hold that many. */
  page: number | undefined;
  /** Inside a tree field already (see {@link TREE_FIELDS}). */
  inTree: boolean;
  /** Fragments being expanded on the way here (a fragment spreading itself adds nothing). */
  expanding: ReadonlySet<string>;
}

/**
 * What an operation will cost to answer, estimated from the document alone, before anything
 * runs: every list element counts 1 (a product {@link PRODUCT_WEIGHT}), nested lists multiply,
 * each alias counts on its own, fragments are expanded and `aggregations` weighs
 * {@link AGGREGATIONS_WEIGHT}. A field taking `pageSize` holds that many `items` (the variable's
 * value, else its default, else {@link DEFAULT_PAGE_SIZE}; clamped to 1…{@link LARGEST_PAGE_SIZE});
 * `currentPage` costs nothing. Scalars, single objects and introspection (`__schema`) are free.
 *
 * With the schema, lists are known by their types; without it only `items` under a `pageSize`
 * and the fields of the size table count as lists, and products weigh as any element. A
 * document with several operations costs as much as its costliest. Pure: no I/O, the same answer
 * for the same input.
 *
 * @example queryCost(parse('{ products(search: "filter", pageSize: 24) { items { sku } } }'), {}, schema) // 240
 */
export function queryCost(
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>> | null | undefined = {},
  schema?: GraphQLSchema,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  let costliest = 0;
  for (const operation of operations) {
    const walk: Walk = {
      fragments,
      variables: withDefaults(operation, variables ?? {}),
      schema,
      fragmentCosts: new Map(),
    };
    const type = schema?.getRootType(operation.operation) ?? undefined;
    const place: Place = { type, page: undefined, inTree: false, expanding: new Set() };
    costliest = Math.max(costliest, selectionCost(operation.selectionSet, place, walk));
  }
  return costliest;
}

/** The request's variables, with the operation's defaults for those it leaves out. */
function withDefaults(
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) {
      values[definition.variable.name.value] = valueFromASTUntyped(definition.defaultValue);
    }
  }
  for (const [name, value] of Object.entries(variables)) {
    if (value !== undefined && value !== null) values[name] = value;
  }
  return values;
}

/** The cost of answering a selection set once (every cost grows with the count of parents). */
function selectionCost(selectionSet: SelectionSetNode, place: Place, walk: Walk): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      cost += fieldCost(selection, place, walk);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = conditionType(selection.typeCondition?.name.value, place.type, walk);
      cost += selectionCost(selection.selectionSet, { ...place, type }, walk);
    } else {
      cost += spreadCost(selection.name.value, place, walk);
    }
  }
  return cost;
}

function spreadCost(name: string, place: Place, walk: Walk): number {
  const fragment = walk.fragments.get(name);
  if (!fragment || place.expanding.has(name)) return 0;
  const type = conditionType(fragment.typeCondition.name.value, place.type, walk);
  const key = `${name}|${type?.name ?? ''}|${place.page ?? ''}|${place.inTree}`;
  const known = walk.fragmentCosts.get(key);
  if (known !== undefined) return known;
  const expanding = new Set(place.expanding).add(name);
  const cost = selectionCost(fragment.selectionSet, { ...place, type, expanding }, walk);
  walk.fragmentCosts.set(key, cost);
  return cost;
}

function conditionType(
  name: string | undefined,
  fallback: GraphQLCompositeType | undefined,
  walk: Walk,
): GraphQLCompositeType | undefined {
  const type = name ? walk.schema?.getType(name) : undefined;
  return type && isCompositeType(type) ? type : fallback;
}

function fieldCost(field: FieldNode, place: Place, walk: Walk): number {
  const name = field.name.value;
  // Leaves come with their object; introspection is answered from the schema in memory.
  if (!field.selectionSet || name.startsWith('__')) return 0;
  if (name === 'aggregations') return AGGREGATIONS_WEIGHT;

  const definition =
    place.type && !isUnionType(place.type) ? place.type.getFields()[name] : undefined;
  const fieldType = definition?.type;
  const namedType = fieldType ? getNamedType(fieldType) : undefined;
  const type = namedType && isCompositeType(namedType) ? namedType : undefined;
  const isList = fieldType
    ? isListType(getNullableType(fieldType))
    : (name === 'items' && place.page !== undefined) || name in LIST_SIZES;

  let size = 1;
  if (isList) {
    if (name === 'items' && place.page !== undefined) size = place.page;
    else if (TREE_FIELDS.has(name) && place.inTree) size = 1;
    else
      size =
        (place.type ? TYPED_LIST_SIZES[`${place.type.name}.${name}`] : undefined) ??
        LIST_SIZES[name] ??
        DEFAULT_LIST_SIZE;
  }
  const takesPageSize =
    definition?.args.some((argument) => argument.name === 'pageSize') ??
    field.arguments?.some((argument) => argument.name.value === 'pageSize') ??
    false;
  const below = selectionCost(
    field.selectionSet,
    {
      type,
      page: takesPageSize ? pageSize(field, walk) : undefined,
      inTree: place.inTree || (isList && TREE_FIELDS.has(name)),
      expanding: place.expanding,
    },
    walk,
  );
  // Each element counts once: a product its weight, anything else in a list 1.
  const own = type && isProductType(type) ? PRODUCT_WEIGHT : isList ? 1 : 0;
  return size * (own + below);
}

/** `ProductInterface` or a type implementing it. */
function isProductType(type: GraphQLCompositeType): boolean {
  if (type.name === 'ProductInterface') return true;
  return isObjectType(type) && type.getInterfaces().some((i) => i.name === 'ProductInterface');
}

/** The field's `pageSize`: a literal or a variable's value, clamped to what a page may hold. */
function pageSize(field: FieldNode, walk: Walk): number {
  const argument = field.arguments?.find((candidate) => candidate.name.value === 'pageSize');
  const value = argument ? argumentValue(argument.value, walk) : undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_PAGE_SIZE;
  return Math.min(LARGEST_PAGE_SIZE, Math.max(1, Math.floor(value)));
}

function argumentValue(value: ValueNode, walk: Walk): unknown {
  if (value.kind === Kind.VARIABLE) return walk.variables[value.name.value];
  return valueFromASTUntyped(value);
}
