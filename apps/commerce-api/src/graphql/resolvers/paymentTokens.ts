import { noSuchEntityError } from '../errors.js';
import type { GraphQLContext } from '../context.js';
import { requireSession } from '../session.js';

/**
 * Magento's saved payment methods (its vault), as a shop that saves none answers them: a card is
 * tokenised at the provider for one payment only, so a customer's list is always empty and there
 * is nothing to remove. Both still require a signed-in customer, as on Magento.
 */
export const paymentTokenResolvers = {
  Query: {
    customerPaymentTokens: async (_root: unknown, _args: unknown, context: GraphQLContext) => {
      await requireSession(context);
      return { items: [] };
    },
  },
  Mutation: {
    deletePaymentToken: async (
      _root: unknown,
      args: { public_hash: string },
      context: GraphQLContext,
    ) => {
      await requireSession(context);
      throw noSuchEntityError(`Could not find a token using public hash: ${args.public_hash}`);
    },
  },
};
