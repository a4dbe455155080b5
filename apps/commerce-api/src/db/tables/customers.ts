import type { ColumnType, Generated } from 'kysely';

import type { Timestamp } from './columns.js';

/** Customers, their sign-in records, mail and limits. */

export interface CustomerTable {
  id: Generated<number>;
  /** As registered; unique regardless of case. */
  email: string;
  firstname: string;
  lastname: string;
  taxvat: string | null;
  /** Set for business customers. */
  company_id: string | null;
  credit_check_approved: ColumnType<boolean, boolean | undefined, boolean>;
  /** null: the store setting applies. */
  hide_cart_button: boolean | null;
  /** Norwegian, as 8 digits (`91234567`); see `src/customers/phoneNumber.ts`. */
  phone_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** The organisation form's code (`AS`, `ENK`, …); see `src/customers/companyType.ts`. */
  company_type: ColumnType<string | null, string | null | undefined, string | null>;
  /** Magento's optional name parts and birth data (migration 0024; `src/customers/personalDetails.ts`). */
  prefix: ColumnType<string | null, string | null | undefined, string | null>;
  middlename: ColumnType<string | null, string | null | undefined, string | null>;
  suffix: ColumnType<string | null, string | null | undefined, string | null>;
  /** `YYYY-MM-DD`, a calendar day (text, so no driver moves it across a time zone). */
  date_of_birth: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 male, 2 female, 3 not specified (Magento's codes). */
  gender: ColumnType<number | null, number | null | undefined, number | null>;
  /** See `src/customers/passwordHash.ts`. */
  password_hash: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CustomerAddressTable {
  id: Generated<number>;
  customer_id: number;
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  postcode: string | null;
  region: string | null;
  country_code: string;
  telephone: string | null;
  vat_id: string | null;
  /** Magento's optional name parts (migration 0024). */
  prefix: ColumnType<string | null, string | null | undefined, string | null>;
  middlename: ColumnType<string | null, string | null | undefined, string | null>;
  suffix: ColumnType<string | null, string | null | undefined, string | null>;
  default_billing: ColumnType<boolean, boolean | undefined, boolean>;
  default_shipping: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface CustomerTokenTable {
  /** SHA-256 of the bearer token, hex; the token itself is never stored. */
  token_hash: string;
  customer_id: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface LoginFailureTable {
  id: Generated<string>;
  /** Lower-cased e-mail address tried, whether or not an account has it. */
  email: string;
  /** Who tried: the client's IP address. */
  client_key: string;
  failed_at: Timestamp;
}

/** The clients an account last signed in from (the per-client slowdown spares them). */
export interface LoginSuccessTable {
  /** Lower-cased e-mail address. */
  email: string;
  client_key: string;
  succeeded_at: Timestamp;
}

/** When an account's owner was last warned about failed sign-ins. */
export interface LoginAlertTable {
  /** Lower-cased e-mail address. */
  email: string;
  sent_at: Timestamp;
}

export interface PasswordResetTokenTable {
  /** SHA-256 of the token in the e-mailed link, hex; the token itself is never stored. */
  token_hash: string;
  customer_id: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  /** Set when the token was used, or replaced by a newer one. */
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Every e-mail the shop sends (see `src/mail/`). */
export interface OutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  /** The links in the message, for the dev page and tests. */
  links: ColumnType<string[], string[] | undefined, string[]>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  html_body: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set on mails that must go once (`order-confirmation/<id>`); unique. */
  dedupe_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** `kept` (the outbox is where it ends), `pending`, `sent` or `failed` (retried). */
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Extra headers (`List-Unsubscribe`, `Reply-To`), sent with every delivery attempt. */
  headers: ColumnType<
    Record<string, string>,
    Record<string, string> | undefined,
    Record<string, string>
  >;
}

/** A file attached to an outbox message (see migration 0012). */
export interface OutboxAttachmentTable {
  outbox_id: string;
  position: number;
  filename: string;
  content_type: string;
  content: Uint8Array;
}

/** A machine on a customer's "My tractors" list (see migration 0006). */
export interface CustomerTractorTable {
  id: Generated<number>;
  customer_id: number;
  model_id: number;
  /** Normalised: upper case, no whitespace (`AB12345`). */
  license_plate: string | null;
  nickname: string | null;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  added_at: Timestamp;
}

/** One limited key's count in one fixed window (`src/limits/rateLimiter.ts`). */
export interface RateLimitCounterTable {
  /** What is limited and for whom, e.g. `graphql:203.0.113.9`. */
  key: string;
  window_start: Timestamp;
  /** The window's end; rows past it are swept. */
  expires_at: Timestamp;
  count: number;
}
