/** A GraphQL request the proxy is willing to forward: what it needs to read of it. */
export interface GraphqlRequest {
  query: string | null;
  operationName: string | null;
}

/** Why the proxy refuses a request before the API sees it (the text of its 400 answer). */
export interface GraphqlRequestRefusal {
  refused: string;
}

/**
 * Reads a GraphQL-over-HTTP request (GET: the query string; POST: the JSON body) and checks its
 * shape the way the GraphQL over HTTP specification asks: a JSON object, `query` and
 * `operationName` strings, `variables` and `extensions` objects (or absent / `null`). A request
 * of another shape is the client's mistake, so the proxy answers it with a 400 itself instead of
 * leaving it to an API that might fail on it (a `query` of `123` once made commerce-api answer
 * 500). Batched requests (a JSON array) are refused: the proxy reads every operation it forwards
 * for the session's sake. Pure.
 */
export function readGraphqlRequest(
  method: 'GET' | 'POST',
  search: URLSearchParams,
  body: Buffer | undefined,
): GraphqlRequest | GraphqlRequestRefusal {
  if (method === 'GET') {
    const fields: Record<string, unknown> = {
      query: search.get('query') ?? undefined,
      operationName: search.get('operationName') ?? undefined,
    };
    for (const name of ['variables', 'extensions']) {
      const text = search.get(name);
      if (text === null || text === '') continue;
      const value = parseJson(text);
      if (value === invalidJson) return { refused: `The ${name} parameter is not valid JSON` };
      fields[name] = value;
    }
    return checkedFields(fields);
  }
  const value = body && body.length > 0 ? parseJson(body.toString('utf8')) : invalidJson;
  if (value === invalidJson) return { refused: 'The request body is not valid JSON' };
  if (Array.isArray(value)) return { refused: 'Batched requests are not supported' };
  if (typeof value !== 'object' || value === null) {
    return { refused: 'The request body must be a JSON object' };
  }
  return checkedFields(value as Record<string, unknown>);
}

function checkedFields(fields: Record<string, unknown>): GraphqlRequest | GraphqlRequestRefusal {
  const { query, operationName, variables, extensions } = fields;
  if (query !== undefined && query !== null && typeof query !== 'string') {
    return { refused: 'query must be a string' };
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return { refused: 'operationName must be a string' };
  }
  if (!isObjectOrAbsent(variables)) return { refused: 'variables must be an object' };
  if (!isObjectOrAbsent(extensions)) return { refused: 'extensions must be an object' };
  return { query: query ?? null, operationName: operationName ?? null };
}

function isObjectOrAbsent(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value))
  );
}

const invalidJson = Symbol('invalid JSON');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return invalidJson;
  }
}
