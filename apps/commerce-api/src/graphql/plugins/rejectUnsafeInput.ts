import type { Plugin } from 'graphql-yoga';
import { badRequest } from './refuseMalformedRequests.js';

const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000).';
const SURROGATE_MESSAGE =
  'Text must be valid Unicode: it contains an unpaired surrogate (\\ud800–\\udfff).';

/** A UTF-16 surrogate without its partner: not a Unicode character at all. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Deeper than any input of the schema (about 5 levels), shallow enough for every recursive walk. */
export const MAX_VARIABLES_DEPTH = 32;

const DEPTH_MESSAGE = `Variables may be nested at most ${MAX_VARIABLES_DEPTH} levels deep.`;

/**
 * The longest list a variable may hold: more than any page, filter (100) or cart sends, and few
 * enough that one request cannot keep a cart locked for long (each cart or wish-list item is a
 * few statements: 20 000 took 19 s).
 */
export const MAX_VARIABLES_LIST_LENGTH = 200;

const LIST_MESSAGE = `A list in the variables may hold at most ${MAX_VARIABLES_LIST_LENGTH} values.`;

function stringProblem(value: string): string | null {
  if (value.includes('\0')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(value)) return SURROGATE_MESSAGE;
  return null;
}

/**
 * The first problem with a request's variables: text PostgreSQL cannot hold, or nesting deeper
 * than any input (which would overflow the stack of the recursive coercion that follows and
 * answer 500). Walks objects and lists with a stack of its own, so no depth overflows it.
 */
function variablesProblem(variables: unknown): string | null {
  const pending: [unknown, number][] = [[variables, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') {
      const problem = stringProblem(value);
      if (problem) return problem;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_VARIABLES_DEPTH) return DEPTH_MESSAGE;
      if (Array.isArray(value) && value.length > MAX_VARIABLES_LIST_LENGTH) return LIST_MESSAGE;
      for (const [key, item] of Object.entries(value)) {
        const problem = stringProblem(key);
        if (problem) return problem;
        pending.push([item, depth + 1]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold the NUL character, and a lone UTF-16 surrogate is no character at
 * all (text columns would keep U+FFFD instead, JSON columns refuse it): a request carrying one
 * (raw or as an escape, in the query, its variables or its operation name) is refused up front
 * with an input error and HTTP 400, and so are variables nested deeper than
 * `MAX_VARIABLES_DEPTH` or with a list longer than `MAX_VARIABLES_LIST_LENGTH`.
 */
export const rejectUnsafeInput: Plugin = {
  onParams({ params }) {
    const query = typeof params.query === 'string' ? params.query : '';
    if (query.includes('\0') || /\\u0000/i.test(query)) throw badRequest(NUL_MESSAGE);
    if (LONE_SURROGATE.test(query)) throw badRequest(SURROGATE_MESSAGE);
    const problem =
      stringProblem(typeof params.operationName === 'string' ? params.operationName : '') ??
      variablesProblem(params.variables ?? {});
    if (problem) throw badRequest(problem);
  },
};
