import { escapeHtml, formatAmount } from './hostedPages.js';
import { formatMobile } from './vippsPhone.js';
import type { VippsPayment } from './vippsPayments.js';

/**
 * The simulated Vipps landing page: it stands in for the Vipps app on the shopper's phone. Vipps'
 * orange (#ff5b24) carries dark text (#1b1b1b, contrast 5.6:1); white on it would be 3.1:1.
 */

const styles = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1b;background:#fff}
header{background:#ff5b24;color:#1b1b1b;padding:12px 16px;font-weight:700;font-size:1.25rem}
main{padding:16px;max-width:32rem;margin:0 auto}
h1{font-size:1.25rem;margin:0 0 .75rem}p{margin:.25rem 0 .75rem}
.amount{font-size:1.5rem;font-weight:700}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:1rem}
button,a.button{font:inherit;font-weight:600;min-height:44px;padding:.6rem 1.2rem;border-radius:4px;cursor:pointer;text-decoration:none;display:inline-flex;align-items:center}
button.approve{background:#ff5b24;color:#1b1b1b;border:2px solid #1b1b1b}
button.cancel,a.button{background:#fff;color:#1b1b1b;border:1px solid #6b6b6b}
:focus-visible{outline:3px solid #1a4fd0;outline-offset:2px}
small{color:#4a4a4a}header small{color:inherit;font-weight:400}`;

function page(nonce: string, title: string, body: string, refresh?: string) {
  return `<!doctype html><html lang="nb"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">${refresh ?? ''}
<title>${escapeHtml(title)} – Vipps</title><style nonce="${nonce}">${styles}</style></head>
<body><header>vipps <small>(testmodus)</small></header><main>${body}</main></body></html>`;
}

/**
 * The payment waiting for the shopper: the shop, the amount and the phone, «Godkjenn» and
 * «Avbryt». When its time is up the page goes back to the shop by itself (a refresh to the
 * shop's return address), as the Vipps app lets go of an expired payment.
 */
export function vippsApprovalPage(payment: VippsPayment, nonce: string, now: number): string {
  const seconds = Math.max(1, Math.ceil((payment.expiresAt - now) / 1000));
  const action = `/vipps/${encodeURIComponent(payment.reference)}`;
  const body = `<h1>Bekreft betalingen</h1>
<p>Betal til <strong>${escapeHtml(payment.merchant)}</strong></p>
<p class="amount">${formatAmount(payment)}</p>
<p>Vipps er sendt til telefonen ${formatMobile(payment.phone)}.</p>
<p><small>Testmodus: denne siden står for Vipps-appen på telefonen. «Godkjenn» betaler,
«Avbryt» avbryter. Betalingen må godkjennes innen ${Math.ceil(seconds / 60)} min.</small></p>
<form method="post" action="${action}" class="actions">
<button type="submit" name="decision" value="approve" class="approve">Godkjenn</button>
<button type="submit" name="decision" value="cancel" class="cancel">Avbryt</button></form>`;
  const refresh = `<meta http-equiv="refresh" content="${seconds};url=${escapeHtml(payment.returnUrl)}">`;
  return page(nonce, 'Bekreft betalingen', body, refresh);
}

/** A payment that can no longer be answered (expired, cancelled, approved already). */
export function vippsClosedPage(payment: VippsPayment, nonce: string): string {
  const text =
    payment.state === 'EXPIRED'
      ? 'Betalingen gikk ut på tid.'
      : payment.state === 'ABORTED'
        ? 'Betalingen er avbrutt.'
        : 'Betalingen er godkjent.';
  const body = `<h1>${text}</h1>
<p><a class="button" href="${escapeHtml(payment.returnUrl)}">Tilbake til ${escapeHtml(payment.merchant)}</a></p>`;
  return page(nonce, text, body);
}

/** A payment the provider does not know. */
export function vippsUnknownPage(nonce: string): string {
  return page(nonce, 'Ukjent betaling', '<h1 role="alert">Denne betalingen finnes ikke.</h1>');
}
