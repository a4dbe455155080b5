import type { Refusal } from '../errors/Refusal';
import { refusalOf, SdkError } from '../errors/SdkError';
import type { RequestQuoteMutation } from '../generated/graphql';
import type { Transport } from '../transport/createTransport';
import {
  checkQuoteRequest,
  type QuoteRequestDraft,
  type QuoteRequestProblem,
} from './quoteRequestRules';
import { RequestQuoteDocument } from './requestQuote.generated';

/** A stored quote request, as the shop confirms it (and as the buyer's receipt mail shows it). */
export interface QuoteRequestReceipt {
  /** The request's number, for the buyer to refer to (for example `T000042`). */
  number: string;
  sku: string;
  productName: string;
  quantity: number;
  message: string | null;
  name: string;
  /** Where the shop answers; the receipt was mailed there. */
  email: string;
  phone: string | null;
  /** ISO 8601. */
  createdAt: string;
}

/**
 * How asking for a quote ended:
 * - `sent`: stored, the shop mailed, the buyer's receipt sent;
 * - `invalid`: the request breaks a rule (`checkQuoteRequest`), each problem at its field; nothing
 *   was sent;
 * - `refused`: the backend said no — `too_many_requests` (this client asked too often;
 *   `retryAfterSeconds`), `not_found` (no such product), `invalid_input` (a product not sold by
 *   quote, an input the backend refused).
 */
export type QuoteRequestOutcome =
  | { status: 'sent'; receipt: QuoteRequestReceipt }
  | { status: 'invalid'; problems: QuoteRequestProblem[] }
  | { status: 'refused'; refusal: Refusal };

/** Quote requests for quote products (`sdk.quotes`). */
export interface QuoteService {
  /**
   * Asks the shop for a quote (`WmRequestQuote`). The request is checked first
   * (`checkQuoteRequest`) and sent only when it keeps every rule. The signed-in customer's
   * token goes with it, so the shop sees the request came from the account. Failures without an
   * answer from the backend (network, server) are thrown as `SdkError`.
   */
  request(draft: QuoteRequestDraft): Promise<QuoteRequestOutcome>;
}

type QuoteRequestData = NonNullable<RequestQuoteMutation['WmRequestQuote']>['quote_request'];

/** Maps the backend's `WmQuoteRequest` to a {@link QuoteRequestReceipt}. Pure. */
export function mapQuoteRequest(data: QuoteRequestData): QuoteRequestReceipt {
  return {
    number: data.number,
    sku: data.sku,
    productName: data.product_name,
    quantity: data.quantity,
    message: data.message,
    name: data.name,
    email: data.email,
    phone: data.phone,
    createdAt: data.created_at,
  };
}

/**
 * Creates the quote service of one SDK instance.
 *
 * @example
 * ```ts
 * const outcome = await sdk.quotes.request({
 *   sku: 'MA-KR-77305', quantity: '2', name: 'Kari Nordmann', email: 'kari@example.no',
 * });
 * if (outcome.status === 'sent') console.log(outcome.receipt.number);
 * ```
 */
export function createQuoteService(transport: Transport): QuoteService {
  return {
    async request(draft) {
      const check = checkQuoteRequest(draft);
      if (!check.ok) return { status: 'invalid', problems: check.problems };
      try {
        const { WmRequestQuote } = await transport.request(RequestQuoteDocument, {
          input: check.request,
        });
        if (!WmRequestQuote) {
          throw new SdkError('graphql', 'The backend answered WmRequestQuote without a request');
        }
        return { status: 'sent', receipt: mapQuoteRequest(WmRequestQuote.quote_request) };
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) return { status: 'refused', refusal };
        throw error;
      }
    },
  };
}
