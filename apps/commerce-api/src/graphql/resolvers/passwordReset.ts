import { requestPasswordReset, resetPassword } from '../../customers/passwordReset.js';
import type { Resolvers } from '../generated/schemaTypes.js';
import { requireCaptcha } from '../session.js';
import { passwordRules } from './customers.js';

/**
 * Forgotten passwords: a one-time link by e-mail, then a new password with its token. Neither
 * answer tells whether an account has the address.
 */
export const passwordResetResolvers = {
  Mutation: {
    requestPasswordResetEmail: async (_parent, { email }, context) => {
      await requireCaptcha(context, 'CUSTOMER_FORGOT_PASSWORD');
      await requestPasswordReset(context.db, context, email);
      return true;
    },
    resetPassword: async (_parent, { email, resetPasswordToken, newPassword }, context) => {
      await requireCaptcha(context, 'CUSTOMER_FORGOT_PASSWORD');
      await resetPassword(context.db, {
        email,
        token: resetPasswordToken,
        newPassword,
        rules: await passwordRules(context),
      });
      return true;
    },
  },
} satisfies Pick<Resolvers, 'Mutation'>;
