import { changeEmail, changePassword } from '../../customers/changeCredentials.js';
import { toCustomer } from '../../customers/customerView.js';
import { passwordRulesFromStoreConfig } from '../../customers/passwordRules.js';
import { registerCustomer, updateProfile } from '../../customers/registerCustomer.js';
import { revokeToken, signIn } from '../../customers/signIn.js';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/schemaTypes.js';
import { requireCaptcha, requireSession } from '../session.js';

// The generated resolver types name the `Customer` parent by this module.
export type { CustomerParent } from '../../customers/customerView.js';

/** The store's password rules, from this request's store configuration. */
export const passwordRules = async (context: GraphQLContext) =>
  passwordRulesFromStoreConfig(await context.storeConfig());

/** Registration, sign-in and sign-out, and the signed-in customer's own account. */
export const customerResolvers = {
  Query: {
    customer: async (_parent, _args, context) =>
      toCustomer(context.db, (await requireSession(context)).customer),
  },
  Mutation: {
    createCustomerV2: async (_parent, { input }, context) => {
      await requireCaptcha(context, 'CUSTOMER_CREATE');
      const row = await registerCustomer(context.db, input, await passwordRules(context));
      return { customer: await toCustomer(context.db, row) };
    },
    generateCustomerToken: async (_parent, { email, password }, context) => {
      await requireCaptcha(context, 'CUSTOMER_LOGIN');
      return signIn(
        context.db,
        {
          clientKey: context.clientKey,
          tokenLifetimeMinutes: context.customers.tokenLifetimeMinutes,
        },
        email,
        password,
      );
    },
    revokeCustomerToken: async (_parent, _args, context) => {
      const { tokenHash } = await requireSession(context);
      await revokeToken(context.db, tokenHash);
      return { result: true };
    },
    updateCustomerV2: async (_parent, { input }, context) => {
      const { customer } = await requireSession(context);
      return {
        customer: await toCustomer(context.db, await updateProfile(context.db, customer.id, input)),
      };
    },
    updateCustomerEmail: async (_parent, { email, password }, context) => {
      const { customer } = await requireSession(context);
      const row = await changeEmail(context.db, context.clientKey, customer, { email, password });
      return { customer: await toCustomer(context.db, row) };
    },
    changeCustomerPassword: async (_parent, { currentPassword, newPassword }, context) => {
      const session = await requireSession(context);
      const row = await changePassword(context.db, context.clientKey, session, {
        currentPassword,
        newPassword,
        rules: await passwordRules(context),
      });
      return toCustomer(context.db, row);
    },
  },
} satisfies Pick<Resolvers, 'Query' | 'Mutation'>;
