import type { ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';

/** An address as shown, already formatted (the country as a name, not a code). */
export interface PostalAddressValue {
  /** The person (for example `'Ola Nordmann'`). */
  name: string;
  company?: string | null;
  /** Street lines: street and number, then apartment, neighbourhood, extra. */
  street: readonly string[];
  postcode: string;
  city: string;
  region?: string | null;
  /** The country's name (for example `'Norge'`). */
  country?: string | null;
  telephone?: string | null;
  vatId?: string | null;
}

/** Texts of {@link PostalAddress}: the names before the telephone and VAT id. */
export interface PostalAddressLabels {
  /** For example `'Telefon'`. */
  telephone: string;
  /** For example `'Org.nr.'`. */
  vatId: string;
}

/** Props of {@link PostalAddress}: an `<address>`'s props plus the address and texts. */
export interface PostalAddressProps extends Omit<ComponentProps<'address'>, 'children'> {
  address: PostalAddressValue;
  labels: PostalAddressLabels;
  /** Leave the name out (when a heading above already shows it). */
  hideName?: boolean;
}

/**
 * An address in an `<address>` element, one line per part: name, company, street lines, postcode
 * and city, region, country, then the telephone (a `tel:` link) and VAT id with their names.
 * Empty parts are left out.
 */
export function PostalAddress({
  address,
  labels,
  hideName = false,
  className,
  ...addressProps
}: PostalAddressProps) {
  const lines = [
    hideName ? null : address.name,
    address.company,
    ...address.street,
    [address.postcode, address.city].filter(Boolean).join(' '),
    address.region,
    address.country,
  ].filter((line): line is string => Boolean(line?.trim()));

  return (
    <address {...addressProps} className={joinClassNames('ap-postal-address', className)}>
      {lines.map((line, index) => (
        <span
          key={`${index}-${line}`}
          className={joinClassNames(
            'ap-postal-address__line',
            index === 0 && !hideName && 'ap-postal-address__name',
          )}
        >
          {line}
        </span>
      ))}
      {address.telephone ? (
        <span className="ap-postal-address__line ap-postal-address__extra">
          <span className="ap-postal-address__label">{labels.telephone}</span>{' '}
          <Link href={`tel:${address.telephone.replace(/[^\d+]/g, '')}`}>{address.telephone}</Link>
        </span>
      ) : null}
      {address.vatId ? (
        <span className="ap-postal-address__line ap-postal-address__extra">
          <span className="ap-postal-address__label">{labels.vatId}</span> {address.vatId}
        </span>
      ) : null}
    </address>
  );
}
