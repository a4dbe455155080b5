import type { ComponentProps, ReactNode } from 'react';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';

/** One link of a {@link FooterColumn}. */
export interface FooterLink {
  label: string;
  href: string;
  /** `_blank` opens a new window (and adds `rel="noopener noreferrer"`). */
  target?: string | null;
}

/** A titled column of links in the {@link Footer}. */
export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

/** Texts of {@link Footer}. */
export interface FooterLabels {
  /** Accessible name of the navigation holding the columns (for example `'Bunnmeny'`). */
  navigation: string;
  /** Heading above the contact slot (for example `'Kontakt oss'`). */
  contact?: string;
}

/** Props of {@link Footer}: a `<footer>`'s props plus columns, contact slot and bottom text. */
export interface FooterProps extends Omit<ComponentProps<'footer'>, 'children'> {
  columns: FooterColumn[];
  /** Contact details: address, phone, e-mail, opening hours. */
  contact?: ReactNode;
  /** The line at the very bottom (for example company name and organisation number). */
  bottomText?: ReactNode;
  labels: FooterLabels;
}

/**
 * The page footer: link columns in a labelled navigation, a contact block and a bottom line.
 * Columns stack on phones and sit side by side from tablet width.
 */
export function Footer({
  columns,
  contact,
  bottomText,
  labels,
  className,
  ...footerProps
}: FooterProps) {
  return (
    <footer {...footerProps} className={joinClassNames('ap-footer', className)}>
      <div className="ap-footer__inner">
        <nav className="ap-footer__columns" aria-label={labels.navigation}>
          {columns.map((column) => (
            <div key={column.title} className="ap-footer__column">
              <h2 className="ap-footer__title">{column.title}</h2>
              <ul className="ap-footer__links">
                {column.links.map((link) => (
                  <li key={`${link.href}-${link.label}`}>
                    <Link
                      className="ap-footer__link"
                      href={link.href}
                      target={link.target ?? undefined}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        {contact ? (
          <div className="ap-footer__contact">
            {labels.contact ? <h2 className="ap-footer__title">{labels.contact}</h2> : null}
            {contact}
          </div>
        ) : null}
      </div>
      {bottomText ? <div className="ap-footer__bottom">{bottomText}</div> : null}
    </footer>
  );
}
