import type { ShouldRevalidateFunctionArgs } from 'react-router';

import { changesSession } from '../account/accountPaths';

/**
 * Whether the root loader (layout data and the session snapshot) runs again: only after a
 * successful submission to the account area (login, logout, registration, profile and address
 * changes), which may change the session. Moving between pages, and a refused submission (4xx,
 * 5xx), keep what the page has. Pure.
 */
export function rootShouldRevalidate({
  formMethod,
  formAction,
  actionStatus,
}: Pick<ShouldRevalidateFunctionArgs, 'formMethod' | 'formAction' | 'actionStatus'>): boolean {
  if (!formMethod || formMethod.toUpperCase() === 'GET' || !changesSession(formAction)) {
    return false;
  }
  return actionStatus === undefined || actionStatus < 400;
}
