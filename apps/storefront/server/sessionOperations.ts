import {
  getOperationAST,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** What a GraphQL request does to the customer session, as the proxy must know it. */
export interface SessionOperations {
  /** Response keys (aliases included) of the `generateCustomerToken` fields the request asks for. */
  tokenKeys: string[];
  /** Whether the request revokes the token (`revokeCustomerToken`). */
  revokes: boolean;
}

const none: SessionOperations = { tokenKeys: [], revokes: false };

/**
 * The session operations of the operation a request runs: `query` is its document, and
 * `operationName` picks the operation when the document has several. Top-level fields are read
 * through fragments and aliases (`t: generateCustomerToken(…)` answers under `t`). A document
 * that does not parse does nothing to the session (the API refuses it as well).
 */
export function sessionOperations(
  query: string | null | undefined,
  operationName?: string | null,
): SessionOperations {
  if (!query || !/generateCustomerToken|revokeCustomerToken/.test(query)) return none;
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return none;
  }
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation || operation.operation !== 'mutation') return none;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  const result: SessionOperations = { tokenKeys: [], revokes: false };
  const visited = new Set<string>();
  const visit = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === 'generateCustomerToken') {
          result.tokenKeys.push(selection.alias?.value ?? selection.name.value);
        } else if (selection.name.value === 'revokeCustomerToken') {
          result.revokes = true;
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment && !visited.has(name)) {
          visited.add(name);
          visit(fragment.selectionSet);
        }
      }
    }
  };
  visit(operation.selectionSet);
  return result;
}

/** What {@link rewriteSessionResponse} found in a GraphQL response. */
export interface SessionResponse {
  /** The response to send on, every customer token in it replaced by `''`. */
  body: unknown;
  /** The customer token the response carried (a login), or `null`. */
  token: string | null;
  /** Whether an error has the category `graphql-authorization` (the API refused the token). */
  authorizationFailed: boolean;
}

/**
 * Takes the customer token out of a GraphQL response of a request doing `operations`, so page
 * scripts never see it (the proxy sets it as an httpOnly cookie instead), and tells whether the
 * API refused the request's token.
 */
export function rewriteSessionResponse(
  body: unknown,
  operations: SessionOperations,
): SessionResponse {
  if (!isRecord(body)) return { body, token: null, authorizationFailed: false };
  const authorizationFailed =
    Array.isArray(body.errors) &&
    body.errors.some(
      (error) =>
        isRecord(error) &&
        isRecord(error.extensions) &&
        error.extensions.category === 'graphql-authorization',
    );
  let token: string | null = null;
  let rewritten = body;
  if (operations.tokenKeys.length > 0 && isRecord(body.data)) {
    const data = { ...body.data };
    for (const key of operations.tokenKeys) {
      const answer = data[key];
      if (isRecord(answer) && typeof answer.token === 'string') {
        if (answer.token) token = answer.token;
        data[key] = { ...answer, token: '' };
      }
    }
    rewritten = { ...body, data };
  }
  return { body: rewritten, token, authorizationFailed };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
