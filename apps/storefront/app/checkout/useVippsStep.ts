import { useStartVippsPayment } from '@agri-parts/react-hooks';
import {
  refusalOf,
  vippsPhoneDefault,
  vippsPhoneProblem,
  type CartOrderFields,
  type Customer,
} from '@agri-parts/sdk';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { translate } from '../i18n/translate';
import type { CheckoutVariant } from './checkoutRoutes';
import { vippsNoticeParameter, vippsNoticeText, vippsReturnPath } from './vippsReturn';

/** What the order step gives Vipps when the shopper pays: what they typed that the cart lacks. */
export interface VippsPayInput {
  orderFields: Partial<CartOrderFields> | null;
  deliveryInstructions: string | null;
}

/**
 * The Vipps step of the order page: the mobile number (the customer's own mobile to start with),
 * its error, why the last payment did not pay (`?vipps=` after the return), and `pay`, which
 * starts the payment with what the shopper typed (`typed`) and sends the browser to Vipps. A
 * refusal other than the number's goes to `onProblem` (shown where placing the order shows its
 * refusals; `null` clears it as a new try starts).
 */
export function useVippsStep({
  customer,
  variant,
  typed,
  onProblem,
}: {
  customer: Customer;
  variant: CheckoutVariant;
  typed: () => VippsPayInput;
  onProblem: (problem: { error: unknown } | null) => void;
}) {
  const vipps = useStartVippsPayment();
  const [searchParams] = useSearchParams();
  const [phone, setPhone] = useState(() =>
    vippsPhoneDefault([
      customer.phoneNumber,
      ...customer.addresses.map((address) => address.telephone),
    ]),
  );
  const [phoneError, setPhoneError] = useState<string | null>(null);
  // Leaving for Vipps: the button stays busy until the browser has gone.
  const [leaving, setLeaving] = useState(false);

  async function pay() {
    if (vipps.starting || leaving) return;
    onProblem(null);
    const problem = vippsPhoneProblem(phone);
    if (problem) {
      setPhoneError(
        translate(
          problem === 'missing' ? 'checkout.vipps.phoneMissing' : 'checkout.vipps.phoneInvalid',
        ),
      );
      return;
    }
    setPhoneError(null);
    try {
      const started = await vipps.start({
        phoneNumber: phone,
        returnUrl: `${window.location.origin}${vippsReturnPath(variant)}`,
        ...typed(),
      });
      setLeaving(true);
      window.location.assign(started.redirectUrl);
    } catch (error) {
      if (refusalOf(error)?.kind === 'invalid_phone_number') {
        setPhoneError(translate('checkout.vipps.phoneInvalid'));
      } else {
        onProblem({ error });
      }
    }
  }

  return {
    phone,
    setPhone,
    phoneError,
    busy: vipps.starting || leaving,
    /** Why the last Vipps payment did not pay (after the return), else `null`. */
    notice: vippsNoticeText(searchParams.get(vippsNoticeParameter)),
    pay: (): void => void pay(),
  };
}
