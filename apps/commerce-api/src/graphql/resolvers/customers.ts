import { changeEmail, changePassword } from '../../customers/changeCredentials.js';
import { toCustomer } from '../../customers/customerView.js';
import { passwordRulesFromStoreConfig } from '../../customers/passwordRules.js';
import type { CustomerRow } from '../../customers/customerSession.js';
import {
  emailAddress,
  emailInUse,
  profileColumns,
  registerCustomer,
  updateProfile,
  type Registration,
} from '../../customers/registerCustomer.js';
import {
  emailChangedMessage,
  passwordChangedMessage,
  welcomeMessage,
} from '../../mail/messages.js';
import { sendSafely } from '../../mail/sendSafely.js';
import { requireWithinLimit } from '../../limits/limitRules.js';
import { revokeToken, signIn } from '../../customers/signIn.js';
import type { GraphQLContext } from '../context.js';
import { inputError } from '../errors.js';
import { missingParameters } from '../../errors/refusal.js';
import type { Resolvers } from '../generated/schemaTypes.js';
import { requireCaptcha, requireSession } from '../session.js';

// The generated resolver types name the `Customer` parent by this module.
export type { CustomerParent } from '../../customers/customerView.js';

/** The store's password rules, from this request's store configuration. */
export const passwordRules = async (context: GraphQLContext) =>
  passwordRulesFromStoreConfig(await context.storeConfig());

const storefront = (context: GraphQLContext) => context.customers.storefrontUrl;

/** Who confirms a password change, for the sign-in throttle and the new hash's cost. */
const credentialsClient = (context: GraphQLContext) => ({
  clientKey: context.clientKey,
  now: context.now(),
  passwordHashing: context.passwordHashing,
});

/**
 * Opens an account (`createCustomerV2` and its older form `createCustomer`): the reCAPTCHA and
 * the per-client limit first, then the shop's rules, then the welcome mail.
 */
async function openAccount(context: GraphQLContext, input: Registration) {
  await requireCaptcha(context, 'CUSTOMER_CREATE');
  await requireWithinLimit(context.limiter, context.limits.registration, context.clientKey);
  const row = await registerCustomer(
    context.db,
    input,
    await passwordRules(context),
    context.passwordHashing,
    context.now(),
  );
  await sendSafely(context, {
    to: row.email,
    ...welcomeMessage({ firstname: row.firstname, storefrontUrl: storefront(context) }),
  });
  return { customer: await toCustomer(context.db, row) };
}

/**
 * A new e-mail address for the account, confirmed by the password, with a notice to the old
 * address (its owner hears of it even if someone else made the change).
 */
async function moveEmail(
  context: GraphQLContext,
  customer: CustomerRow,
  change: { email: string; password: string },
): Promise<CustomerRow> {
  const row = await changeEmail(context.db, credentialsClient(context), customer, change);
  if (row.email !== customer.email) {
    await sendSafely(context, {
      to: customer.email,
      ...emailChangedMessage({ firstname: row.firstname, newEmail: row.email }),
    });
  }
  return row;
}

/** Registration, sign-in and sign-out, and the signed-in customer's own account. */
export const customerResolvers = {
  Query: {
    customer: async (_parent, _args, context) =>
      toCustomer(context.db, (await requireSession(context)).customer),
    // Answers truly, as Magento does with guest checkout login on; the per-client limit is what
    // keeps it from sifting a list of addresses. A malformed address is refused before counting.
    isEmailAvailable: async (_parent, { email }, context) => {
      if (email.trim() === '') throw inputError('Email must be specified');
      const address = emailAddress(email);
      await requireWithinLimit(context.limiter, context.limits.emailCheck, context.clientKey);
      return { is_email_available: !(await emailInUse(context.db, address)) };
    },
  },
  Mutation: {
    createCustomerV2: (_parent, { input }, context) => openAccount(context, input),
    // The older form: the same rules, reCAPTCHA and limit. Its input has no required fields, so
    // a missing e-mail address is refused here as Magento does.
    createCustomer: (_parent, { input }, context) => {
      if (!input.email?.trim()) {
        throw missingParameters('Required parameters are missing: email', ['email']);
      }
      return openAccount(context, { ...input, email: input.email });
    },
    generateCustomerToken: async (_parent, { email, password }, context) => {
      await requireCaptcha(context, 'CUSTOMER_LOGIN');
      return signIn(
        context.db,
        {
          clientKey: context.clientKey,
          tokenLifetimeMinutes: context.customers.tokenLifetimeMinutes,
          now: context.now(),
          passwordHashing: context.passwordHashing,
          mailer: context,
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
      const row = await updateProfile(context.db, customer.id, input, context.now());
      return { customer: await toCustomer(context.db, row) };
    },
    // The older form (Venia's account page): the profile as `updateCustomerV2` changes it, and a
    // new `email` as `updateCustomerEmail` changes it, confirmed by `password`. Everything is
    // checked before the address moves, so a refused detail changes nothing.
    updateCustomer: async (_parent, { input }, context) => {
      const { customer } = await requireSession(context);
      const { email, password, ...profile } = input;
      profileColumns(profile, context.now());
      const newEmail = email == null || email.trim() === '' ? null : emailAddress(email);
      if (newEmail !== null && newEmail !== customer.email) {
        if (!password) {
          throw missingParameters('Provide the current "password" to change "email".', [
            'password',
          ]);
        }
        await moveEmail(context, customer, { email: newEmail, password });
      }
      const row = await updateProfile(context.db, customer.id, profile, context.now());
      return { customer: await toCustomer(context.db, row) };
    },
    updateCustomerEmail: async (_parent, { email, password }, context) => {
      const { customer } = await requireSession(context);
      const row = await moveEmail(context, customer, { email, password });
      return { customer: await toCustomer(context.db, row) };
    },
    changeCustomerPassword: async (_parent, { currentPassword, newPassword }, context) => {
      const session = await requireSession(context);
      const row = await changePassword(context.db, credentialsClient(context), session, {
        currentPassword,
        newPassword,
        rules: await passwordRules(context),
      });
      await sendSafely(context, {
        to: row.email,
        ...passwordChangedMessage({ firstname: row.firstname, storefrontUrl: storefront(context) }),
      });
      return toCustomer(context.db, row);
    },
  },
} satisfies Pick<Resolvers, 'Query' | 'Mutation'>;
