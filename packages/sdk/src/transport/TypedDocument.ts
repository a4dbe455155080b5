/** The variables of a GraphQL operation, by name. */
export type Variables = object;

/**
 * A GraphQL document that knows the type of its result and of its variables: the SDK's own
 * documents ({@link TypedDocumentString}: the document's source text), an embedder's
 * `TypedDocumentString`, or a `TypedDocumentNode` AST from `graphql`'s `parse` or `graphql-tag`.
 * Only the types are read from `__apiType`; it is never set.
 *
 * @typeParam TResult - The `data` the operation answers with.
 * @typeParam TVariables - The operation's variables.
 */
export interface TypedDocument<TResult = unknown, TVariables = Variables> {
  /** Carries the types only; never present at run time. */
  __apiType?: (variables: TVariables) => TResult;
}

/**
 * A GraphQL document as its source text, typed with its result and variables: how the SDK's own
 * documents are generated (`*.generated.ts` beside each `.graphql` file). A plain string at run
 * time, so a bundle carries only the documents it sends and no class or parser.
 *
 * @typeParam TResult - The `data` the operation answers with.
 * @typeParam TVariables - The operation's variables.
 */
export type TypedDocumentString<TResult, TVariables> = string & TypedDocument<TResult, TVariables>;

/**
 * The `data` type of a {@link TypedDocument}.
 *
 * @example
 * ```ts
 * type Answer = ResultOf<typeof StoreConfigDocument>; // { storeConfig: … }
 * ```
 */
export type ResultOf<TDocument> =
  TDocument extends TypedDocument<infer TResult, never> ? TResult : never;

/**
 * The variables type of a {@link TypedDocument}.
 *
 * @example
 * ```ts
 * const variables: VariablesOf<typeof ProductBySkuDocument> = { sku: 'AL-1234' };
 * ```
 */
export type VariablesOf<TDocument> =
  TDocument extends TypedDocument<unknown, infer TVariables> ? TVariables : never;

/**
 * A GraphQL document AST without result types, such as `graphql`'s `parse` returns; the
 * transport sends it with an `unknown` result.
 */
export interface UntypedDocumentNode {
  readonly kind: string;
  readonly definitions: readonly unknown[];
}
