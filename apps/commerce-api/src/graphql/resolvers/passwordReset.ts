import {
  requestPasswordReset,
  resetPassword,
  resetTokenStatus,
} from '../../customers/passwordReset.js';
import { emailSubject, requireWithinLimit } from '../../limits/limitRules.js';
import { passwordChangedMessage } from '../../mail/messages.js';
import { sendSafely } from '../../mail/sendSafely.js';
import type { Resolvers } from '../generated/schemaTypes.js';
import { requireCaptcha } from '../session.js';
import { passwordRules } from './customers.js';

/**
 * Forgotten passwords: a one-time link by e-mail, whether the link still works, then a new
 * password with its token. No answer tells whether an account has the address: the limits on asking for links (per client,
 * per address) count every address alike.
 */
export const passwordResetResolvers = {
  Query: {
    // Read only, and the same answer for an address without an account: nothing to limit.
    WmPasswordResetTokenStatus: (_parent, { email, resetPasswordToken }, context) =>
      resetTokenStatus(context.db, { email, token: resetPasswordToken }, new Date()),
  },
  Mutation: {
    requestPasswordResetEmail: async (_parent, { email }, context) => {
      await requireCaptcha(context, 'CUSTOMER_FORGOT_PASSWORD');
      const { limiter, limits } = context;
      await requireWithinLimit(limiter, limits.passwordResetPerClient, context.clientKey);
      await requireWithinLimit(limiter, limits.passwordResetPerEmail, emailSubject(email));
      await requestPasswordReset(context.db, context, email);
      return true;
    },
    resetPassword: async (_parent, { email, resetPasswordToken, newPassword }, context) => {
      await requireCaptcha(context, 'CUSTOMER_FORGOT_PASSWORD');
      const customer = await resetPassword(context.db, {
        email,
        token: resetPasswordToken,
        newPassword,
        rules: await passwordRules(context),
        passwordHashing: context.passwordHashing,
      });
      await sendSafely(context, {
        to: customer.email,
        ...passwordChangedMessage({ ...customer, storefrontUrl: context.customers.storefrontUrl }),
      });
      return true;
    },
  },
} satisfies Pick<Resolvers, 'Query' | 'Mutation'>;
