import { resolvePartNumbers } from '../../quickOrder/resolvePartNumbers.js';
import type { Resolvers } from '../generated/schemaTypes.js';

/**
 * Quick order (issue 24): a buyer's list of part numbers to products in one request, so 200 lines
 * are one round trip, not 200 searches. Open to guests, as search is.
 */
export const quickOrderResolvers = {
  Query: {
    wmResolvePartNumbers: (_parent, { part_numbers }, context) =>
      resolvePartNumbers(context.db, part_numbers),
  },
} satisfies Pick<Resolvers, 'Query'>;
