/** Magento's one answer to every failed sign-in, so it tells nothing about which part was wrong. */
export const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
/** A missing, unknown, revoked or expired customer token. */
export const NOT_AUTHORIZED = "The current customer isn't authorized.";
export const EMAIL_TAKEN =
  'A customer with the same email address already exists in an associated website.';
export const WRONG_CURRENT_PASSWORD =
  "The password doesn't match this account. Verify the password and try again.";
