import type { CardProblem } from './cards.js';
import type { Amount } from './paymentLedger.js';

/** What the parent window (the checkout) receives; `source` tells it from other messages. */
export type ParentMessage =
  | { source: 'agri-pay'; type: 'ready'; height: number }
  | { source: 'agri-pay'; type: 'token'; token: string; brand: string; last4: string };

/** The page's frame: who may receive its messages and what is being paid. */
export interface PageContext extends Amount {
  /** The checkout's origin, the only target of `postMessage`. */
  parentOrigin: string;
  /** A fresh nonce for the page's one script and style element. */
  nonce: string;
}

/** The card form's values as typed back to the shopper (never the CVC). */
export interface FormValues {
  number: string;
  expiry: string;
  holder: string;
}

const problemText: Record<CardProblem, string> = {
  number: 'Kortnummeret er ikke gyldig. Sjekk sifrene.',
  expiry: 'Skriv utløpsdatoen som MM/ÅÅ, for eksempel 08/29.',
  expired: 'Kortet er utløpt. Bruk et annet kort.',
  cvc: 'Sikkerhetskoden (CVC) er ikke gyldig: 3 siffer på baksiden, 4 for American Express.',
};

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/** JSON inside a `<script>`: `<` escaped so no value can end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The amount as a Norwegian shopper reads it, such as `1 234,50 kr`. */
export function formatAmount({ amount, currency }: Amount): string {
  return new Intl.NumberFormat('nb-NO', { style: 'currency', currency }).format(amount);
}

const styles = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:12px;color:#1b1b1b;background:#fff}
h1{font-size:1.1rem;margin:0 0 .5rem}p{margin:.25rem 0 .75rem}
label{display:block;font-weight:600;margin-top:.75rem}
input{box-sizing:border-box;width:100%;font:inherit;padding:.6rem;border:1px solid #6b6b6b;border-radius:4px;min-height:44px}
input[aria-invalid=true]{border-color:#b00020;border-width:2px}
.row{display:flex;gap:12px}.row>div{flex:1}
.error{color:#b00020;margin:.25rem 0 0}.summary{border:2px solid #b00020;padding:.5rem;border-radius:4px}
button{font:inherit;font-weight:600;min-height:44px;padding:.6rem 1.2rem;margin-top:1rem;border-radius:4px;border:0;background:#1d5c2e;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1b1b1b;border:1px solid #6b6b6b;margin-left:.5rem}
:focus-visible{outline:3px solid #1a4fd0;outline-offset:2px}
small{color:#4a4a4a}`;

/** Tells the parent the page's height (so the iframe fits it), and posts `message` if given. */
function parentScript(parentOrigin: string, message?: ParentMessage): string {
  return `(function(){var o=${scriptJson(parentOrigin)};var m=${scriptJson(message ?? null)};
function h(){return Math.ceil(document.documentElement.getBoundingClientRect().height)}
window.parent.postMessage({source:'agri-pay',type:'ready',height:h()},o);
if(m)window.parent.postMessage(m,o);})();`;
}

function page(context: PageContext, title: string, body: string, message?: ParentMessage) {
  return `<!doctype html><html lang="nb"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style nonce="${context.nonce}">${styles}</style></head>
<body><main>${body}</main>
<script nonce="${context.nonce}">${parentScript(context.parentOrigin, message)}</script></body></html>`;
}

const hiddenFields = (context: PageContext) =>
  `<input type="hidden" name="origin" value="${escapeHtml(context.parentOrigin)}">` +
  `<input type="hidden" name="amount" value="${context.amount}">` +
  `<input type="hidden" name="currency" value="${escapeHtml(context.currency)}">`;

function field(options: {
  name: string;
  label: string;
  autocomplete: string;
  value?: string;
  error?: string | undefined;
  numeric?: boolean;
  focus?: boolean;
  hint?: string;
}) {
  const id = `field-${options.name}`;
  const described = [options.hint ? `${id}-hint` : '', options.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<div><label for="${id}">${options.label}</label>
${options.hint ? `<small id="${id}-hint">${options.hint}</small>` : ''}
<input id="${id}" name="${options.name}" autocomplete="${options.autocomplete}"${
    options.numeric ? ' inputmode="numeric"' : ''
  } value="${escapeHtml(options.value ?? '')}"${
    options.error ? ' aria-invalid="true"' : ''
  }${described ? ` aria-describedby="${described}"` : ''}${options.focus ? ' autofocus' : ''}>
${options.error ? `<p class="error" id="${id}-error">${options.error}</p>` : ''}</div>`;
}

/**
 * The hosted card form: number, expiry, CVC and (optional) name, the amount to pay, and a
 * button that posts the card to this service. Errors are listed in an alert at the top, tied to
 * their fields (`aria-describedby`), and the first wrong field takes the focus.
 */
export function cardFormPage(
  context: PageContext,
  state: { values?: FormValues; problems?: readonly CardProblem[]; notice?: string } = {},
): string {
  const problems = state.problems ?? [];
  const values = state.values ?? { number: '', expiry: '', holder: '' };
  const errorOf = (...names: CardProblem[]) =>
    names.map((name) => (problems.includes(name) ? problemText[name] : '')).find(Boolean);
  const first = problems[0] === 'expired' ? 'expiry' : problems[0];
  const alert =
    problems.length > 0
      ? `<div class="summary" role="alert"><p>Kortet kunne ikke brukes:</p><ul>${problems
          .map((problem) => `<li>${problemText[problem]}</li>`)
          .join('')}</ul></div>`
      : state.notice
        ? `<p class="summary" role="alert">${escapeHtml(state.notice)}</p>`
        : '';
  const body = `<h1>Betal med kort</h1>
<p>Å betale: <strong>${formatAmount(context)}</strong></p>${alert}
<form method="post" action="/hosted/card" novalidate>${hiddenFields(context)}
${field({ name: 'number', label: 'Kortnummer', autocomplete: 'cc-number', numeric: true, value: values.number, error: errorOf('number'), focus: first === 'number' })}
<div class="row">${field({ name: 'expiry', label: 'Utløpsdato', hint: 'MM/ÅÅ', autocomplete: 'cc-exp', value: values.expiry, error: errorOf('expiry', 'expired'), focus: first === 'expiry' })}
${field({ name: 'cvc', label: 'CVC', hint: '3 siffer på baksiden', autocomplete: 'cc-csc', numeric: true, error: errorOf('cvc'), focus: first === 'cvc' })}</div>
${field({ name: 'holder', label: 'Navn på kortet (valgfritt)', autocomplete: 'cc-name', value: values.holder })}
<button type="submit">Bekreft kort</button></form>
<p><small>Kortopplysningene går bare til betalingsleverandøren, aldri til butikken.</small></p>`;
  return page(context, 'Kortbetaling', body);
}

/**
 * The issuer's confirmation step (a stand-in for 3-D Secure): the amount and card, and
 * «Godkjenn» or «Avvis».
 */
export function challengePage(
  context: PageContext,
  challenge: { id: string; brand: string; last4: string },
): string {
  const body = `<h1>Bekreft betalingen</h1>
<p>Banken din ber deg bekrefte at du vil betale <strong>${formatAmount(context)}</strong> med
${escapeHtml(challenge.brand)} som slutter på ${escapeHtml(challenge.last4)}.</p>
<p><small>Testmodus: «Godkjenn» bekrefter, «Avvis» avbryter.</small></p>
<form method="post" action="/hosted/challenge/${encodeURIComponent(challenge.id)}">
<button type="submit" name="decision" value="approve" autofocus>Godkjenn</button>
<button type="submit" name="decision" value="reject" class="secondary">Avvis</button></form>`;
  return page(context, 'Bekreft betalingen', body);
}

/** The last page: says the card is confirmed and hands the token to the checkout. */
export function tokenPage(
  context: PageContext,
  card: { token: string; brand: string; last4: string },
): string {
  const body = `<h1>Kortet er bekreftet</h1>
<p role="status">${escapeHtml(card.brand)} som slutter på ${escapeHtml(card.last4)} er klart
til betaling av ${formatAmount(context)}.</p>`;
  return page(context, 'Kortet er bekreftet', body, {
    source: 'agri-pay',
    type: 'token',
    token: card.token,
    brand: card.brand,
    last4: card.last4,
  });
}

/** A request the form cannot serve (a parent origin not allowed, a missing amount). */
export function refusedPage(message: string): string {
  return `<!doctype html><html lang="nb"><meta charset="utf-8"><title>Kortbetaling</title>
<p role="alert">${escapeHtml(message)}</p></html>`;
}
