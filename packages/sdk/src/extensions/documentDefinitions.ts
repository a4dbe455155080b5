import type { UntypedDocumentNode } from '../transport/TypedDocument';

/** A top-level definition of a GraphQL document: a fragment (with its name and type) or an operation. */
export type DocumentDefinition =
  | { kind: 'fragment'; name: string; typeCondition: string }
  | { kind: 'operation'; name: string | null };

/** Whether `document` is GraphQL source text: a string, or a `TypedDocumentString` (a `String`). */
export function isDocumentString(document: unknown): boolean {
  return typeof document === 'string' || document instanceof String;
}

/** Whether `document` is a GraphQL AST (a `DocumentNode`, such as a `TypedDocumentNode`). */
export function isDocumentNode(document: unknown): document is UntypedDocumentNode {
  return (
    typeof document === 'object' &&
    document !== null &&
    (document as { kind?: unknown }).kind === 'Document' &&
    Array.isArray((document as { definitions?: unknown }).definitions)
  );
}

/**
 * The top-level definitions of a document, read without a GraphQL parser: from an AST's
 * `definitions`, or from source text by its braces at depth 0 (comments and strings skipped).
 * Enough to tell fragments from operations and to read a fragment's name and type; whether the
 * document is valid GraphQL is for the parser to say. `null` when `document` is neither.
 */
export function documentDefinitions(document: unknown): DocumentDefinition[] | null {
  if (isDocumentNode(document)) {
    const definitions = document.definitions as readonly {
      kind: string;
      name?: { value: string };
      typeCondition?: { name: { value: string } };
    }[];
    return definitions.flatMap((definition): DocumentDefinition[] => {
      if (definition.kind === 'FragmentDefinition') {
        return [
          {
            kind: 'fragment',
            name: definition.name?.value ?? '',
            typeCondition: definition.typeCondition?.name.value ?? '',
          },
        ];
      }
      if (definition.kind === 'OperationDefinition') {
        return [{ kind: 'operation', name: definition.name?.value ?? null }];
      }
      return [];
    });
  }
  if (isDocumentString(document)) return sourceDefinitions(String(document));
  return null;
}

function sourceDefinitions(source: string): DocumentDefinition[] {
  const definitions: DocumentDefinition[] = [];
  let braces = 0;
  let parentheses = 0;
  let header = '';
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '#') {
      const end = source.indexOf('\n', index);
      index = end === -1 ? source.length : end;
      continue;
    }
    if (char === '"') {
      index = stringEnd(source, index);
      continue;
    }
    if (char === '(') parentheses += 1;
    else if (char === ')') parentheses -= 1;
    else if (char === '{' && parentheses === 0) {
      if (braces === 0) {
        definitions.push(definitionOf(header));
        header = '';
      }
      braces += 1;
      continue;
    } else if (char === '}' && parentheses === 0) {
      braces -= 1;
      continue;
    }
    if (braces === 0) header += char;
  }
  return definitions;
}

/** The index of the last character of the string (or block string) starting at `start`. */
function stringEnd(source: string, start: number): number {
  if (source.startsWith('"""', start)) {
    let end = source.indexOf('"""', start + 3);
    while (end !== -1 && source[end - 1] === '\\') end = source.indexOf('"""', end + 3);
    return end === -1 ? source.length : end + 2;
  }
  for (let index = start + 1; index < source.length; index += 1) {
    if (source[index] === '\\') index += 1;
    else if (source[index] === '"' || source[index] === '\n') return index;
  }
  return source.length;
}

function definitionOf(header: string): DocumentDefinition {
  const fragment = /^\s*fragment\s+([_A-Za-z][_0-9A-Za-z]*)\s+on\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(
    header,
  );
  if (fragment) return { kind: 'fragment', name: fragment[1]!, typeCondition: fragment[2]! };
  const operation = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(header);
  return { kind: 'operation', name: operation?.[1] ?? null };
}
