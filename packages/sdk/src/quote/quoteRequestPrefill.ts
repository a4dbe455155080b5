import type { Customer } from '../customer/mapCustomer';
import { quoteRequestFieldProblem } from './quoteRequestRules';

/** The contact fields of a quote form, as they start. */
export interface QuoteRequestPrefill {
  name: string;
  email: string;
  phone: string;
}

const empty: QuoteRequestPrefill = { name: '', email: '', phone: '' };

/**
 * How a quote form starts for the shopper: a signed-in customer's name, e-mail address and the
 * telephone of the default billing address, else of the default shipping address — one that
 * passes the telephone rule, since an address book may hold anything there (commerce-api fills
 * in the same when a field is left out). A guest starts with empty fields. Pure.
 *
 * @example
 * ```ts
 * quoteRequestPrefill(session.customer); // { name: 'Ola Nordmann', email: 'ola…', phone: '+47 …' }
 * ```
 */
export function quoteRequestPrefill(
  customer: Pick<Customer, 'firstname' | 'lastname' | 'email' | 'addresses'> | null,
): QuoteRequestPrefill {
  if (!customer) return empty;
  const telephones = [
    customer.addresses.find((address) => address.defaultBilling)?.telephone,
    customer.addresses.find((address) => address.defaultShipping)?.telephone,
  ].map((phone) => phone?.trim() ?? '');
  return {
    name: `${customer.firstname} ${customer.lastname}`.trim(),
    email: customer.email,
    phone:
      telephones.find((phone) => phone !== '' && !quoteRequestFieldProblem('phone', phone)) ?? '',
  };
}
