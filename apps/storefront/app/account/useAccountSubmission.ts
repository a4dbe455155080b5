import type { SubmissionResult } from '@conform-to/react';
import { Form, useActionData, useFetcher, useNavigation, useSubmit } from 'react-router';

/** What an account action answers when it does not redirect: the form's result for Conform. */
export interface AccountActionData {
  result: SubmissionResult<string[]>;
  /** A message for the shopper that is not an error (such as "check your e-mail"). */
  notice?: string | null;
  /**
   * A sign-in refused because this client must wait (`too_many_attempts`): the seconds to wait
   * (`null`: not said). The form says so itself, with a link to reset the password.
   */
  tooManyAttempts?: { retryAfterSeconds: number | null } | null;
}

/**
 * How an account form is sent: as the page's own `<Form>` (a page, which also works without
 * JavaScript: the route's action answers a plain POST) or, in the login modal, through a fetcher
 * so the page stays. Gives the form component, the action's answer, whether it is on its way,
 * and `submit` to send the form from code (after reCAPTCHA held it back).
 */
export function useAccountSubmission(mode: 'page' | 'modal', key: string) {
  const fetcher = useFetcher<AccountActionData>({ key });
  const actionData = useActionData<AccountActionData>();
  const navigation = useNavigation();
  const submitPage = useSubmit();
  return mode === 'modal'
    ? {
        Form: fetcher.Form,
        data: fetcher.data,
        busy: fetcher.state !== 'idle',
        submit: (form: HTMLFormElement) => void fetcher.submit(form),
      }
    : {
        Form,
        data: actionData,
        busy: navigation.state === 'submitting',
        submit: (form: HTMLFormElement) => void submitPage(form),
      };
}
