import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import {
  cardBrand,
  cardDigits,
  cardProblems,
  needsChallenge,
  parseExpiry,
  type CardProblem,
} from './cards.js';
import {
  cardFormPage,
  challengePage,
  refusedPage,
  tokenPage,
  type FormValues,
  type PageContext,
} from './hostedPages.js';
import type { Amount, PaymentLedger } from './paymentLedger.js';
import { BadRequest, createNonce, parseAmount, readBody, sendPage } from './requests.js';

/** What the hosted form needs from the service. */
export interface HostedFormOptions {
  ledger: PaymentLedger;
  /** The shop origins that may frame the form and receive its token. */
  shopOrigins: readonly string[];
  now: () => number;
}

/** A card waiting for the shopper's confirmation (3-D Secure); kept five minutes. */
interface PendingChallenge {
  card: { digits: string; expiryMonth: number; expiryYear: number };
  parentOrigin: string;
  payment: Amount;
  expiresAt: number;
}

const challengeLifetimeMs = 5 * 60_000;

const rejectedNotice =
  'Betalingen ble ikke bekreftet i banken. Prøv igjen, eller bruk et annet kort.';

/** The card form's fields as typed, to show again (never the CVC). */
const formValues = (form: URLSearchParams): FormValues => ({
  number: form.get('number') ?? '',
  expiry: form.get('expiry') ?? '',
  holder: form.get('holder') ?? '',
});

/** The page's parent and payment from a request, refusing a parent that is not the shop. */
function pageContext(
  shopOrigins: readonly string[],
  origin: unknown,
  amount: unknown,
  currency: unknown,
): PageContext {
  if (typeof origin !== 'string' || !shopOrigins.includes(origin)) {
    throw new BadRequest(400, 'Betalingsskjemaet kan bare vises i butikkens kasse.');
  }
  return { parentOrigin: origin, ...parseAmount(amount, currency), nonce: createNonce() };
}

/**
 * The hosted card form's routes: `GET /hosted/card?origin=&amount=&currency=` shows it,
 * `POST /hosted/card` checks the card (the form again with its errors, the issuer's challenge for
 * the challenge card, else the token page), `POST /hosted/challenge/:id` takes the shopper's
 * answer to the challenge.
 */
export function createHostedForm(options: HostedFormOptions) {
  const challenges = new Map<string, PendingChallenge>();

  const contextOf = (origin: unknown, amount: unknown, currency: unknown) =>
    pageContext(options.shopOrigins, origin, amount, currency);

  function send(response: ServerResponse, status: number, html: string, context?: PageContext) {
    sendPage(response, status, html, {
      nonce: context?.nonce ?? createNonce(),
      frameAncestors: options.shopOrigins,
    });
  }

  function issueToken(
    response: ServerResponse,
    context: PageContext,
    card: PendingChallenge['card'],
  ) {
    const token = options.ledger.issue(card, context);
    const summary = options.ledger.verify(token);
    if (typeof summary === 'string') throw new Error('A token just issued must verify');
    send(response, 200, tokenPage(context, { token, ...summary }), context);
  }

  async function submitCard(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    const context = contextOf(form.get('origin'), form.get('amount'), form.get('currency'));
    const values: FormValues = formValues(form);
    const expiry = parseExpiry(values.expiry);
    const problems: CardProblem[] = cardProblems(
      {
        number: values.number,
        expiryMonth: expiry?.month ?? 0,
        expiryYear: expiry?.year ?? 0,
        cvc: form.get('cvc') ?? '',
      },
      new Date(options.now()),
    );
    if (problems.length > 0 || !expiry) {
      send(response, 422, cardFormPage(context, { values, problems }), context);
      return;
    }
    const card = {
      digits: cardDigits(values.number),
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
    };
    if (!needsChallenge(card.digits)) {
      issueToken(response, context, card);
      return;
    }
    const id = randomBytes(12).toString('base64url');
    challenges.set(id, {
      card,
      parentOrigin: context.parentOrigin,
      payment: { amount: context.amount, currency: context.currency },
      expiresAt: options.now() + challengeLifetimeMs,
    });
    const shown = { id, brand: cardBrand(card.digits), last4: card.digits.slice(-4) };
    send(response, 200, challengePage(context, shown), context);
  }

  async function answerChallenge(id: string, request: IncomingMessage, response: ServerResponse) {
    const decision = new URLSearchParams(await readBody(request)).get('decision');
    const pending = challenges.get(id);
    challenges.delete(id);
    if (!pending || pending.expiresAt <= options.now()) {
      send(response, 410, refusedPage('Bekreftelsen er utløpt. Last inn betalingen på nytt.'));
      return;
    }
    const context = {
      parentOrigin: pending.parentOrigin,
      ...pending.payment,
      nonce: createNonce(),
    };
    if (decision === 'approve') {
      issueToken(response, context, pending.card);
      return;
    }
    send(response, 200, cardFormPage(context, { notice: rejectedNotice }), context);
  }

  return {
    /** Answers the request when it is one of the form's routes; false otherwise. */
    async handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
      if (url.pathname === '/hosted/card' && request.method === 'GET') {
        const query = url.searchParams;
        const context = contextOf(query.get('origin'), query.get('amount'), query.get('currency'));
        send(response, 200, cardFormPage(context), context);
        return true;
      }
      if (url.pathname === '/hosted/card' && request.method === 'POST') {
        await submitCard(request, response);
        return true;
      }
      const challenge = /^\/hosted\/challenge\/([\w-]{1,40})$/.exec(url.pathname);
      if (challenge && request.method === 'POST') {
        await answerChallenge(challenge[1]!, request, response);
        return true;
      }
      return false;
    },
    /** A refusal of a form request, as a page. */
    refuse(response: ServerResponse, error: BadRequest) {
      send(response, error.status, refusedPage(error.message));
    },
  };
}
