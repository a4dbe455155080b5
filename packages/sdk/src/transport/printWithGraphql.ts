import type { UntypedDocumentNode } from './TypedDocument';

type PrinterModule = typeof import('graphql/language/printer');
let printerModule: Promise<PrinterModule> | undefined;

/**
 * Prints a GraphQL document AST (a `TypedDocumentNode`) to its source text with `graphql`'s
 * `print`, importing the printer at the first call: a bundler that splits code puts it in a
 * chunk of its own that only loads when an AST is sent. `createSdk` uses it for its transports.
 * It needs `graphql` installed (an optional peer dependency of the SDK), as any embedder that
 * builds ASTs has.
 *
 * @example
 * ```ts
 * const transport = createTransport({ endpoint, storeCode, currency, printDocument: printWithGraphql });
 * ```
 */
export async function printWithGraphql(document: UntypedDocumentNode): Promise<string> {
  // The printer alone (about 8 KB minified), not the whole package (about 180 KB).
  printerModule ??= import('graphql/language/printer');
  const { print } = await printerModule;
  return print(document as Parameters<PrinterModule['print']>[0]);
}
