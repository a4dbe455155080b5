import {
  placeOrderSequence,
  startVippsPayment,
  vippsReturnProblem,
  type PlacedOrder,
  type StartVippsInput,
  type StartedVippsPayment,
  type VippsReturnProblem,
} from '@agri-parts/sdk';
import { useCallback, useEffect, useState } from 'react';
import { useSdk } from '../sdk/SdkProvider';

/** What {@link useStartVippsPayment} returns. */
export interface UseStartVippsPaymentResult {
  /**
   * Starts the payment (`startVippsPayment`) and resolves with where the shopper approves it;
   * rejects as that does (kept in `error` too).
   */
  start: (input: StartVippsInput) => Promise<StartedVippsPayment>;
  /** Whether a start is under way (disable the button). */
  starting: boolean;
  /** Why the last start failed, else `null`. */
  error: unknown;
}

/**
 * Starting a Vipps payment from the checkout: `start` saves what the shopper typed, sets
 * `wm_vipps` with their mobile and the return address, and gives the approval page to send the
 * browser to.
 *
 * @example
 * ```tsx
 * const vipps = useStartVippsPayment();
 * const pay = () => vipps.start({ phoneNumber, returnUrl }).then(({ redirectUrl }) => location.assign(redirectUrl));
 * ```
 */
export function useStartVippsPayment(): UseStartVippsPaymentResult {
  const sdk = useSdk();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const start = useCallback(
    async (input: StartVippsInput) => {
      setStarting(true);
      setError(null);
      try {
        return await startVippsPayment(sdk, input);
      } catch (failure) {
        setError(failure);
        throw failure;
      } finally {
        setStarting(false);
      }
    },
    [sdk],
  );
  return { start, starting, error };
}

/**
 * The return from Vipps: `placing` while the order is placed, `placed` with the order, or
 * `refused` with why (`problem`: cancelled in the app, expired, not approved; `null` for any
 * other failure, told by `error`).
 */
export type VippsReturnState =
  | { status: 'placing' }
  | { status: 'placed'; order: PlacedOrder }
  | { status: 'refused'; problem: VippsReturnProblem | null; error: unknown };

/**
 * The page Vipps sends the shopper back to: places the order once it mounts in the browser
 * (`placeOrderSequence`; commerce-api captures the approved payment, or refuses a cancelled or
 * expired one and keeps the cart). A second mount joins the same request.
 *
 * @example
 * ```tsx
 * const vipps = useVippsReturn();
 * if (vipps.status === 'placed') navigate(`/checkout/takk?order=${vipps.order.orderNumber}`);
 * ```
 */
export function useVippsReturn(): VippsReturnState {
  const sdk = useSdk();
  const [state, setState] = useState<VippsReturnState>({ status: 'placing' });
  useEffect(() => {
    let current = true;
    placeOrderSequence(sdk).then(
      (order) => current && setState({ status: 'placed', order }),
      (error: unknown) =>
        current && setState({ status: 'refused', problem: vippsReturnProblem(error), error }),
    );
    return () => {
      current = false;
    };
  }, [sdk]);
  return state;
}
