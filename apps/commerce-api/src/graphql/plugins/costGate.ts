import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ERROR_CODES } from '../../errors/errorCodes.js';
import { Refusal } from '../../errors/refusal.js';
import type { RateLimiter, RateRule } from '../../limits/rateLimiter.js';
import { refusalError } from '../errors.js';
import { queryCost } from '../queryCost.js';

export interface CostGateOptions {
  /** The most one operation may cost (`QUERY_TOO_COSTLY` above it). */
  maxCost: number;
  /** The per-client budget (`GRAPHQL_BUDGET_PER_MINUTE`); none when the budget is off. */
  budget?: { limiter: RateLimiter; rule: RateRule };
}

/**
 * Weighs each operation once, with its variables, when execution starts (validation results are
 * cached per document, and `pageSize: $size` makes the cost depend on the variables):
 *
 * - an operation whose estimated cost (`queryCost`) is over `maxCost` is refused before any
 *   resolver runs — the product budget counted while resolving stopped such requests only after
 *   seconds of work and a megabyte sent;
 * - otherwise it spends its cost (at least 1, so a flood of trivial queries counts) from its
 *   client's budget (the client as `clientAddress` names it, on the context's `clientKey`); with
 *   the budget spent it does not run and the answer is HTTP 429 with `Retry-After` and
 *   `TOO_MANY_REQUESTS`. The budget is counted in the database, so every instance shares it, and
 *   a refused operation spends nothing.
 */
export function costGate({ maxCost, budget }: CostGateOptions): Plugin<{ clientKey: string }> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const cost = queryCost(args.document, args.variableValues ?? {}, args.schema);
      if (cost > maxCost) {
        const refusal = new Refusal(
          'QUERY_TOO_COSTLY',
          `This query would cost ${cost} to answer; a request may cost at most ${maxCost}. Ask for fewer products (a smaller pageSize), fewer aliases or fewer nested lists.`,
          { cost, max_cost: maxCost },
        );
        setResultAndStopExecution({ errors: [refusalError(refusal)] });
        return;
      }
      if (!budget) return;
      const decision = await budget.limiter.consume(
        budget.rule,
        args.contextValue.clientKey,
        Math.max(1, cost),
      );
      if (decision.allowed) return;
      const seconds = decision.retryAfterSeconds;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(`Too many requests; try again in ${seconds} seconds.`, {
            extensions: {
              category: ERROR_CODES.TOO_MANY_REQUESTS,
              error_code: 'TOO_MANY_REQUESTS',
              retry_after_seconds: seconds,
              // Yoga sets the status and headers from this and leaves it out of the answer.
              http: { status: 429, headers: { 'Retry-After': String(seconds) } },
            },
          }),
        ],
      });
    },
  };
}
