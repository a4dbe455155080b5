import { redirect } from 'react-router';

import { logoutAction } from '../../account/accountActions.server';

/** Logging out is a POST (the account menu's form); opening the address goes home. */
export function loader() {
  throw redirect('/', 302);
}

export const action = logoutAction;
