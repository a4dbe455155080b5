import { hashPassword } from '../../customers/passwordHash.js';
import {
  RESET_EMAILS_PER_HOUR,
  RESET_TOKEN_MISMATCHED,
  createPasswordResetToken,
  hashPasswordResetToken,
  resetTokenProblem,
} from '../../customers/passwordResetToken.js';
import { isEmailAddress } from '../../customers/passwordRules.js';
import { passwordResetLink, passwordResetMessage } from '../../mail/messages.js';
import type { GraphQLContext } from '../context.js';
import { inputError } from '../errors.js';
import type { Resolvers } from '../generated/schemaTypes.js';
import { checkPassword, requireCaptcha } from './customers.js';

function checkEmail(email: string): string {
  const address = email.trim();
  if (address === '') throw inputError('You must specify an email address.');
  if (!isEmailAddress(address)) throw inputError('The email address has an invalid format.');
  return address;
}

const findCustomer = (context: GraphQLContext, email: string) =>
  context.db
    .selectFrom('customers')
    .select(['id', 'email', 'firstname'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();

/** Marks every reset token of the customer not used yet as used at `now`, so none works any more. */
const retireResetTokens = (trx: GraphQLContext['db'], customerId: number, now: Date) =>
  trx
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .execute();

/**
 * Forgotten passwords: a one-time link by e-mail, then a new password with its token. Neither
 * answer tells whether an account has the address.
 */
export const passwordResetResolvers = {
  Mutation: {
    requestPasswordResetEmail: async (_parent, { email }, context) => {
      await requireCaptcha(context, 'CUSTOMER_FORGOT_PASSWORD');
      const address = checkEmail(email);
      const customer = await findCustomer(context, address);
      // The same answer whether or not the address has an account (Magento would say).
      if (!customer) return true;

      const now = new Date();
      const { count } = await context.db
        .selectFrom('password_reset_tokens')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('customer_id', '=', customer.id)
        .where('created_at', '>', new Date(now.getTime() - 3_600_000))
        .executeTakeFirstOrThrow();
      if (Number(count) >= RESET_EMAILS_PER_HOUR) {
        context.log(`Password reset for customer ${customer.id} skipped: too many this hour`);
        return true;
      }

      const lifetimeMinutes = context.customers.resetLinkLifetimeMinutes;
      const { token, tokenHash } = createPasswordResetToken();
      await context.db.transaction().execute(async (trx) => {
        // Only the newest link works.
        await retireResetTokens(trx, customer.id, now);
        await trx
          .insertInto('password_reset_tokens')
          .values({
            token_hash: tokenHash,
            customer_id: customer.id,
            created_at: now,
            expires_at: new Date(now.getTime() + lifetimeMinutes * 60_000),
          })
          .execute();
      });

      const link = passwordResetLink(context.customers.storefrontUrl, customer.email, token);
      const message = passwordResetMessage({
        firstname: customer.firstname,
        link,
        lifetimeMinutes,
      });
      try {
        await context.mail.send({ to: customer.email, ...message, links: [link] });
      } catch (error) {
        // A failure must not answer differently from an unknown address.
        context.log(`Password reset mail to customer ${customer.id} failed: ${String(error)}`);
      }
      return true;
    },

    resetPassword: async (_parent, { email, resetPasswordToken, newPassword }, context) => {
      await requireCaptcha(context, 'CUSTOMER_FORGOT_PASSWORD');
      const address = checkEmail(email);
      if (resetPasswordToken.trim() === '')
        throw inputError('resetPasswordToken must be specified');
      if (newPassword === '') throw inputError('newPassword must be specified');

      const customer = await findCustomer(context, address);
      // An unknown address gets the answer of a wrong token, so it reveals nothing.
      if (!customer) throw inputError(RESET_TOKEN_MISMATCHED);
      const tokenHash = hashPasswordResetToken(resetPasswordToken.trim());
      const row = await context.db
        .selectFrom('password_reset_tokens')
        .select(['used_at', 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .where('customer_id', '=', customer.id)
        .executeTakeFirst();
      const problem = resetTokenProblem(row, new Date());
      if (problem) throw inputError(problem);
      await checkPassword(context, newPassword, customer.email);

      const passwordHash = await hashPassword(newPassword);
      const now = new Date();
      const used = await context.db.transaction().execute(async (trx) => {
        // Single use, also when two requests race: only one can mark the token used.
        const claimed = await trx
          .updateTable('password_reset_tokens')
          .set({ used_at: now })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .returning('token_hash')
          .executeTakeFirst();
        if (!claimed) return false;
        await retireResetTokens(trx, customer.id, now);
        await trx
          .updateTable('customers')
          .set({ password_hash: passwordHash, updated_at: now })
          .where('id', '=', customer.id)
          .execute();
        // Every session ends with the old password, and the account is no longer throttled.
        await trx
          .updateTable('customer_tokens')
          .set({ revoked_at: now })
          .where('customer_id', '=', customer.id)
          .where('revoked_at', 'is', null)
          .execute();
        await trx
          .deleteFrom('login_failures')
          .where('email', '=', customer.email.toLowerCase())
          .execute();
        return true;
      });
      if (!used) throw inputError(RESET_TOKEN_MISMATCHED);
      return true;
    },
  },
} satisfies Pick<Resolvers, 'Mutation'>;
