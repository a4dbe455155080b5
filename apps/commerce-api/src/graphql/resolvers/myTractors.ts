import {
  addTractors,
  removeTractor,
  setActiveTractor,
  tractorList,
} from '../../customers/myTractors.js';
import type { Resolvers } from '../generated/schemaTypes.js';
import { requireSession } from '../session.js';

/** "My tractors": the signed-in customer's machines. */
export const myTractorResolvers = {
  Customer: {
    wm_tractors: async (_parent, _args, context) => {
      const { customer } = await requireSession(context);
      return tractorList(context.db, customer.id);
    },
  },
  Mutation: {
    WmAddTractors: async (_parent, { input }, context) => {
      const { customer } = await requireSession(context);
      await addTractors(context.db, customer.id, input);
      return tractorList(context.db, customer.id);
    },
    WmRemoveTractor: async (_parent, { id }, context) => {
      const { customer } = await requireSession(context);
      await removeTractor(context.db, customer.id, id);
      return tractorList(context.db, customer.id);
    },
    WmSetActiveTractor: async (_parent, { id }, context) => {
      const { customer } = await requireSession(context);
      await setActiveTractor(context.db, customer.id, id);
      return tractorList(context.db, customer.id);
    },
  },
} satisfies Pick<Resolvers, 'Customer' | 'Mutation'>;
