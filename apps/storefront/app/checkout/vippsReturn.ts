import type { VippsReturnProblem } from '@agri-parts/sdk';

import { translate } from '../i18n/translate';
import { checkoutBasePath, checkoutStepPath, type CheckoutVariant } from './checkoutRoutes';

/**
 * The return from Vipps: Vipps sends the shopper to {@link vippsReturnPath} whatever they
 * answered in the app; that page places the order (the thank-you page) or goes back to the order
 * step with `?vipps=<why>` ({@link vippsNoticeParameter}), which says why in Norwegian.
 */

/** The query parameter of the order step that says why a Vipps payment did not pay. */
export const vippsNoticeParameter = 'vipps';

/** The query parameter of the return page that names the address set (`checkout-default`). */
const variantParameter = 'kasse';

/** Why Vipps did not pay, as the order step's `?vipps=` says it. */
export type VippsNotice = 'avbrutt' | 'utlopt' | 'ikke-godkjent' | 'feil';

const notices: Record<VippsNotice, () => string> = {
  avbrutt: () => translate('checkout.vipps.cancelled'),
  utlopt: () => translate('checkout.vipps.expired'),
  'ikke-godkjent': () => translate('checkout.vipps.notApproved'),
  feil: () => translate('checkout.vipps.failed'),
};

/** The return page's path for the address set the shopper used. Pure. */
export function vippsReturnPath(variant: CheckoutVariant = 'checkout'): string {
  const path = `${checkoutBasePath}/vipps-retur`;
  return variant === 'checkout' ? path : `${path}?${variantParameter}=${variant}`;
}

/** The address set a return URL names (the default set unless it says otherwise). Pure. */
export function vippsReturnVariant(search: URLSearchParams): CheckoutVariant {
  return search.get(variantParameter) === 'checkout-default' ? 'checkout-default' : 'checkout';
}

/** The notice of a refused return (`null`: another failure than Vipps', said generally). Pure. */
export function vippsNoticeOf(problem: VippsReturnProblem | null): VippsNotice {
  return problem === 'cancelled'
    ? 'avbrutt'
    : problem === 'expired'
      ? 'utlopt'
      : problem === 'not-approved'
        ? 'ikke-godkjent'
        : 'feil';
}

/** The order step to go back to after a refused return, with why. Pure. */
export function vippsRefusedPath(
  problem: VippsReturnProblem | null,
  variant: CheckoutVariant,
): string {
  return `${checkoutStepPath('order', variant)}?${vippsNoticeParameter}=${vippsNoticeOf(problem)}`;
}

/** The Norwegian text of `?vipps=` on the order step; `null` for none or an unknown value. Pure. */
export function vippsNoticeText(value: string | null): string | null {
  return value && Object.hasOwn(notices, value) ? notices[value as VippsNotice]() : null;
}
