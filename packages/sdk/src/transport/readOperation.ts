/** The kind of a GraphQL operation. */
export type OperationType = 'query' | 'mutation' | 'subscription';

/** The operation a GraphQL document runs, as {@link readOperation} finds it. */
export interface OperationInfo {
  type: OperationType;
  /** The operation's name; `undefined` for an anonymous operation. */
  name: string | undefined;
}

// Comments, strings (block and plain), braces, parentheses and names (directives with their `@`):
// enough to tell a document's top level from its selection sets without a GraphQL parser.
const tokenPattern = /#[^\n\r]*|"""[\s\S]*?"""|"(?:\\.|[^"\\\n\r])*"|[{}()]|@?[_A-Za-z]\w*/g;
const operationTypes: readonly string[] = ['query', 'mutation', 'subscription'];

/**
 * The type and name of the first operation in a GraphQL document's source, read without a
 * parser (so none has to reach a browser bundle). The shorthand `{ … }` is an anonymous query;
 * fragments before or after the operation are skipped. Returns `undefined` when the source holds
 * no operation. It does not validate the document: the API does.
 *
 * @example
 * ```ts
 * readOperation('query ProductBySku($sku: String!) { … }'); // { type: 'query', name: 'ProductBySku' }
 * ```
 */
export function readOperation(source: string): OperationInfo | undefined {
  let depth = 0;
  let inFragmentHeader = false;
  let operationType: OperationType | undefined;
  for (const [token] of source.matchAll(tokenPattern)) {
    if (token.startsWith('#') || token.startsWith('"')) continue;
    if (operationType) {
      // The token after the keyword: a name, or the start of an anonymous operation.
      return { type: operationType, name: /^[_A-Za-z]/.test(token) ? token : undefined };
    }
    if (token === '{' || token === '(') {
      if (depth === 0 && token === '{' && !inFragmentHeader)
        return { type: 'query', name: undefined };
      if (token === '{') inFragmentHeader = false;
      depth += 1;
    } else if (token === '}' || token === ')') {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0 && !inFragmentHeader) {
      if (token === 'fragment') inFragmentHeader = true;
      else if (operationTypes.includes(token)) operationType = token as OperationType;
    }
  }
  return operationType && { type: operationType, name: undefined };
}
