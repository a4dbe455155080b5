import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * A request that is not a GraphQL request at all: HTTP 400 whatever the `Accept` header, with a
 * plain message and nothing of the parser's internals (an error's name or its own message).
 */
export function badRequest(message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { category: 'graphql-input', code: 'BAD_REQUEST', http: { status: 400 } },
  });
}

const kindOf = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'an array'
      : typeof value === 'object'
        ? 'an object'
        : `a ${typeof value}`;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a request's parameters, if anything (a batch is refused elsewhere). */
export function requestParamsProblem(params: unknown): string | null {
  if (!isPlainObject(params)) {
    return `A GraphQL request is a JSON object with "query" (and "variables", "operationName", "extensions"), not ${kindOf(params)}.`;
  }
  const { query, variables, operationName, extensions } = params;
  if (query === undefined || query === null || query === '') {
    return 'A GraphQL request needs "query": the GraphQL document as a string.';
  }
  if (typeof query !== 'string') {
    return `"query" must be a string holding the GraphQL document, not ${kindOf(query)}.`;
  }
  if (variables !== undefined && variables !== null && !isPlainObject(variables)) {
    return `"variables" must be a JSON object, not ${kindOf(variables)}.`;
  }
  if (extensions !== undefined && extensions !== null && !isPlainObject(extensions)) {
    return `"extensions" must be a JSON object, not ${kindOf(extensions)}.`;
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return `"operationName" must be a string, not ${kindOf(operationName)}.`;
  }
  return null;
}

/** Which GET parameter holds malformed JSON (yoga's GET parser says only "SyntaxError"). */
function malformedGetParameter(request: Request): string | null {
  const params = new URL(request.url).searchParams;
  for (const name of ['variables', 'extensions']) {
    const value = params.get(name);
    if (!value) continue;
    try {
      JSON.parse(value);
    } catch {
      return name;
    }
  }
  return null;
}

/**
 * Malformed requests answer 400 with a plain message, before anything else reads them: a body
 * or a GET parameter that is not JSON (yoga answered the GET case with a 500 and the POST case
 * with the parser's `SyntaxError` in `extensions.originalError`), and a "query", "variables",
 * "extensions" or "operationName" of the wrong kind (`{"query":123}` was a 500: later plugins
 * took the query for a string).
 */
export const refuseMalformedRequests: Plugin = {
  onRequestParse({ request, requestParser, setRequestParser }) {
    if (requestParser) {
      setRequestParser(async (parsed) => {
        try {
          return await requestParser(parsed);
        } catch (error) {
          if (request.method === 'GET') {
            const parameter = malformedGetParameter(request);
            if (parameter) throw badRequest(`The "${parameter}" parameter is not valid JSON.`);
          }
          if (error instanceof GraphQLError && error.message === 'POST body sent invalid JSON.') {
            throw badRequest('The request body is not valid JSON.');
          }
          throw error;
        }
      });
    }
    return {
      onRequestParseDone({ requestParserResult }) {
        if (Array.isArray(requestParserResult)) return;
        const problem = requestParamsProblem(requestParserResult);
        if (problem) throw badRequest(problem);
      },
    };
  },
};
