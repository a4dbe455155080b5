import { redirect } from 'react-router';

import { accountPaths } from '../../account/accountPaths';

/** `/customer` itself shows the profile. */
export function loader() {
  throw redirect(accountPaths.myProfile, 302);
}
