import { createAddress, deleteAddress, updateAddress } from '../../customers/addressBook.js';
import { toCustomerAddress } from '../../customers/customerView.js';
import type { Resolvers } from '../generated/schemaTypes.js';
import { requireSession } from '../session.js';

/**
 * The signed-in customer's address book: add, change and remove addresses, with Magento's
 * validation and the company rule (see `src/customers/addressBook.ts`).
 */
export const customerAddressResolvers = {
  Mutation: {
    createCustomerAddress: async (_parent, { input }, context) => {
      const { customer } = await requireSession(context);
      return toCustomerAddress(await createAddress(context.db, customer, input));
    },
    updateCustomerAddress: async (_parent, { id, input }, context) => {
      const { customer } = await requireSession(context);
      return toCustomerAddress(await updateAddress(context.db, customer, id, input));
    },
    deleteCustomerAddress: async (_parent, { id }, context) => {
      const { customer } = await requireSession(context);
      await deleteAddress(context.db, customer, id);
      return true;
    },
  },
} satisfies Pick<Resolvers, 'Mutation'>;
