import type { ResultOf, TypedDocument } from '../transport/TypedDocument';

/**
 * A fragment document from the embedder's own GraphQL Codegen: a `TypedDocumentString`
 * (`documentMode: 'string'`, the fragments it spreads inlined after it) or a `TypedDocumentNode`
 * (an AST). Its result type is what the SDK exposes as `extension`.
 */
export type FragmentDocument<TResult = unknown> = TypedDocument<TResult, never>;

/**
 * The embedder's own fields for a product or a cart, as a fragment: the document itself when it
 * defines one fragment (or is a codegen `TypedDocumentString` of a fragment, which names it), or
 * `{ document, fragmentName }` to say which of its fragment definitions to spread.
 *
 * @example
 * ```ts
 * import { MyCartFieldsFragmentDoc } from './gql/graphql'; // the embedder's codegen
 * const cart: ExtensionFragment = MyCartFieldsFragmentDoc;
 * const product: ExtensionFragment = { document: ProductExtrasDoc, fragmentName: 'ProductExtras' };
 * ```
 */
export type ExtensionFragment<TResult = unknown> =
  FragmentDocument<TResult> | { document: FragmentDocument<TResult>; fragmentName: string };

/**
 * The result type of an {@link ExtensionFragment}: the type its codegen generated for the
 * fragment (such as `MyCartFieldsFragment`).
 */
export type FragmentResult<TFragment> = TFragment extends {
  document: infer TDocument;
  fragmentName: string;
}
  ? ResultOf<TDocument>
  : ResultOf<TFragment>;

/**
 * `T` with the embedder's fields under `extension`, typed as the fragment's result; `T` itself
 * when no fragment is given.
 */
export type WithExtension<T, TFragment> = [TFragment] extends [undefined]
  ? T
  : T & {
      /** The embedder's fragment's fields, as the backend answered them (not mapped). */
      extension: FragmentResult<TFragment>;
    };

/**
 * The embedder's fragments an SDK instance spreads into its own documents (`createSdk`'s
 * `fragments`):
 * - `product`: into the product of a product page (`catalog.getProductByUrl`,
 *   `catalog.getProductBySku`); a fragment on `ProductInterface` or a product type;
 * - `cart`: into every cart the cart store reads or changes (load, add, quantity, removal,
 *   coupons, order fields, merge); a fragment on `Cart`.
 */
export interface SdkFragments {
  /** Spread into the product of a product page; its result is `Product['extension']`. */
  product?: ExtensionFragment;
  /** Spread into every cart of `sdk.cart`; its result is `Cart['extension']`. */
  cart?: ExtensionFragment;
}

/** The `product` fragment of an {@link SdkFragments}, `undefined` when it has none. */
export type ProductFragmentOf<TFragments> = TFragments extends { product: infer TFragment }
  ? TFragment
  : undefined;

/** The `cart` fragment of an {@link SdkFragments}, `undefined` when it has none. */
export type CartFragmentOf<TFragments> = TFragments extends { cart: infer TFragment }
  ? TFragment
  : undefined;
