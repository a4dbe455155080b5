import type { ContactMessageInput, ContactOutcome, NewsletterSignupOutcome } from '@agri-parts/sdk';
import { useCallback, useRef, useState } from 'react';
import { useSdk } from '../sdk/SdkProvider';

/** Where a one-shot action (a sign-up, a message) stands. */
export type SdkActionState<TOutcome> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done'; outcome: TOutcome }
  /** No answer from the shop (network, server error): the action may be tried again. */
  | { status: 'error'; error: unknown };

/** What {@link useNewsletterSignup} returns. */
export interface UseNewsletterSignupResult {
  state: SdkActionState<NewsletterSignupOutcome>;
  /** Signs the address up (`sdk.newsletter.subscribe`); resolves to the outcome, or null on error. */
  subscribe: (email: string) => Promise<NewsletterSignupOutcome | null>;
}

/** What {@link useContactForm} returns. */
export interface UseContactFormResult {
  state: SdkActionState<ContactOutcome>;
  /** Sends the message (`sdk.newsletter.contact`); resolves to the outcome, or null on error. */
  send: (input: ContactMessageInput) => Promise<ContactOutcome | null>;
}

/** One action's state; only the newest call's answer is kept (a double submit shows the last). */
function useSdkAction<TInput, TOutcome>(
  run: (input: TInput) => Promise<TOutcome>,
): [SdkActionState<TOutcome>, (input: TInput) => Promise<TOutcome | null>] {
  const [state, setState] = useState<SdkActionState<TOutcome>>({ status: 'idle' });
  const latest = useRef(0);
  const act = useCallback(
    async (input: TInput) => {
      const call = ++latest.current;
      setState({ status: 'pending' });
      try {
        const outcome = await run(input);
        if (call === latest.current) setState({ status: 'done', outcome });
        return outcome;
      } catch (error) {
        if (call === latest.current) setState({ status: 'error', error });
        return null;
      }
    },
    [run],
  );
  return [state, act];
}

/**
 * A newsletter sign-up form's action: double opt-in, so `unconfirmed` means "check your inbox".
 *
 * @example
 * ```tsx
 * const { state, subscribe } = useNewsletterSignup();
 * <form onSubmit={(event) => { event.preventDefault(); void subscribe(email); }}>…</form>
 * ```
 */
export function useNewsletterSignup(): UseNewsletterSignupResult {
  const sdk = useSdk();
  const run = useCallback((email: string) => sdk.newsletter.subscribe(email), [sdk]);
  const [state, subscribe] = useSdkAction(run);
  return { state, subscribe };
}

/** The contact form's action (`contactUs`): the shop gets the message, the sender a receipt. */
export function useContactForm(): UseContactFormResult {
  const sdk = useSdk();
  const run = useCallback((input: ContactMessageInput) => sdk.newsletter.contact(input), [sdk]);
  const [state, send] = useSdkAction(run);
  return { state, send };
}
