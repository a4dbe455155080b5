import type { Refusal } from '../errors/Refusal';
import { refusalOf, SdkError } from '../errors/SdkError';
import { isEmailAddress } from '../quote/quoteRequestRules';
import type { Transport } from '../transport/createTransport';
import { SubscribeProductStockAlertDocument } from './subscribeStockAlert.generated';

/**
 * How asking for a stock alert ended:
 * - `subscribed`: the address waits for the product (`created: false` when it already did);
 * - `invalid`: the address is no e-mail address; nothing was sent;
 * - `refused`: the backend said no — `too_many_requests` (`retryAfterSeconds`), `not_found`,
 *   `invalid_input` (for example `IN_STOCK`: it can be ordered now).
 */
export type StockAlertOutcome =
  | { status: 'subscribed'; sku: string; email: string; created: boolean }
  | { status: 'invalid'; problem: 'email' }
  | { status: 'refused'; refusal: Refusal };

/** Stock alerts for out-of-stock products (`sdk.stockAlerts`). */
export interface StockAlertService {
  /**
   * Asks to be mailed once when the product is back in stock (`wmSubscribeProductStockAlert`),
   * as a guest or (with the session's token) a customer. The address is checked first. Failures
   * without an answer from the backend are thrown as `SdkError`.
   */
  subscribe(input: { sku: string; email: string }): Promise<StockAlertOutcome>;
}

/**
 * Creates the stock-alert service of one SDK instance.
 *
 * @example
 * ```ts
 * const outcome = await sdk.stockAlerts.subscribe({ sku: 'MF-3595854M1', email: 'kari@example.no' });
 * if (outcome.status === 'subscribed') showConfirmation();
 * ```
 */
export function createStockAlertService(transport: Transport): StockAlertService {
  return {
    async subscribe({ sku, email }) {
      const address = email.trim();
      if (!isEmailAddress(address)) return { status: 'invalid', problem: 'email' };
      try {
        const { wmSubscribeProductStockAlert: answer } = await transport.request(
          SubscribeProductStockAlertDocument,
          { input: { sku, email: address } },
        );
        if (!answer) {
          throw new SdkError('graphql', 'The backend answered without a stock alert');
        }
        return {
          status: 'subscribed',
          sku: answer.sku,
          email: answer.email,
          created: answer.created,
        };
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) return { status: 'refused', refusal };
        throw error;
      }
    },
  };
}
