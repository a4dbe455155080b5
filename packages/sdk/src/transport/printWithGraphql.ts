import type { UntypedDocumentNode } from './TypedDocument';

type GraphqlModule = typeof import('graphql');
let graphqlModule: Promise<GraphqlModule> | undefined;

/**
 * Prints a GraphQL document AST (a `TypedDocumentNode`) to its source text with `graphql`'s
 * `print`, importing `graphql` at the first call. A bundler that splits code puts `graphql` in a
 * chunk of its own that only loads when an AST is sent; `createSdk` uses it for its transports.
 * It needs `graphql` installed (an optional peer dependency of the SDK), as any embedder that
 * builds ASTs has.
 *
 * @example
 * ```ts
 * const transport = createTransport({ endpoint, storeCode, currency, printDocument: printWithGraphql });
 * ```
 */
export async function printWithGraphql(document: UntypedDocumentNode): Promise<string> {
  graphqlModule ??= import('graphql');
  const { print } = await graphqlModule;
  return print(document as Parameters<GraphqlModule['print']>[0]);
}
