import type { SubmissionResult } from '@conform-to/react';
import { useNotifications } from '@agri-parts/react-hooks';
import { useEffect } from 'react';
import { Form, useActionData, useFetcher, useNavigation, useSubmit } from 'react-router';

import { translate } from '../i18n/translate';

/** What an account action answers when it does not redirect: the form's result for Conform. */
export interface AccountActionData {
  result: SubmissionResult<string[]>;
  /** A message for the shopper that is not an error (such as "check your e-mail"). */
  notice?: string | null;
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

/**
 * Shows the form-level errors of a login or registration (spec §8) as a persistent danger
 * notification titled "Registration error", once per answer. Without JavaScript the form shows
 * them itself (`FormError`).
 */
export function useAccountErrorNotification(data: AccountActionData | undefined): void {
  const { add } = useNotifications();
  const formErrors = data?.result.error?.[''];
  useEffect(() => {
    if (!formErrors?.length) return;
    add({
      type: 'danger',
      title: translate('auth.registrationErrorTitle'),
      message: formErrors.join(', '),
      persist: true,
    });
  }, [add, formErrors]);
}
