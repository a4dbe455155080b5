import { useId, type ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';

/** A link of {@link SearchNoResults}: a category, or another way to find the part. */
export interface SearchNoResultsLink {
  href: string;
  label: string;
  /** A short line under the link (for example `'Velg merke og modell'`). */
  description?: string;
}

/** Texts of {@link SearchNoResults}. */
export interface SearchNoResultsLabels {
  /** The heading, given the term (for example `(term) => \`Ingen treff på «${term}»\``). */
  title: (term: string) => string;
  /** What to try (for example `'Sjekk stavemåten, eller skriv delenummeret uten mellomrom.'`). */
  tips: string;
  /** The suggested term's link (for example `(term) => \`Mente du «${term}»?\``). */
  suggestion: (term: string) => string;
  /** Heading of the matching categories (for example `'Kategorier som kan passe'`). */
  categories: string;
  /** Heading of the other ways (for example `'Finn delen på en annen måte'`). */
  otherWays: string;
  /** Before the phone number (for example `'Finner du den ikke? Ring oss på'`). */
  phone: string;
}

/** Props of {@link SearchNoResults}: a `<section>`'s props plus the help to offer. */
export interface SearchNoResultsProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** What the shopper searched for. */
  term: string;
  /** A term the shop suggests instead ("Mente du …?") and its results page. */
  suggestion?: { term: string; href: string } | null;
  /** Categories whose name matches the term (or the suggestion). */
  categories?: readonly SearchNoResultsLink[];
  /** Other ways to the part: the part finder, the licence-plate search. */
  otherWays?: readonly SearchNoResultsLink[];
  /** The shop's phone: `href` as `tel:+47…`, `display` as written (`'62 00 00 00'`). */
  phone?: { href: string; display: string } | null;
  /** Level of the heading; 2 by default (under the page's `h1`), the sub-headings one below. */
  headingLevel?: 2 | 3;
  labels: SearchNoResultsLabels;
}

/**
 * What a search page shows when a search finds nothing: the term, a suggested term ("Mente du
 * …?") as a link when there is one, what to try, the categories whose name matches, other ways
 * to the part (the part finder, the licence-plate search) and the shop's phone number. One
 * column that wraps its lists, so it reads the same on a 320 px phone and on a desktop.
 *
 * @example
 * ```tsx
 * <SearchNoResults term="xqzzy" otherWays={[{ href: '/parts', label: 'Finn deler til traktoren din' }]} labels={labels} />
 * ```
 */
export function SearchNoResults({
  term,
  suggestion,
  categories = [],
  otherWays = [],
  phone,
  headingLevel = 2,
  labels,
  className,
  ...sectionProps
}: SearchNoResultsProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section
      aria-labelledby={titleId}
      {...sectionProps}
      className={joinClassNames('ap-search-no-results', className)}
    >
      <Heading id={titleId} className="ap-search-no-results__title">
        {labels.title(term)}
      </Heading>
      {suggestion ? (
        <p className="ap-search-no-results__suggestion">
          <Link href={suggestion.href}>{labels.suggestion(suggestion.term)}</Link>
        </p>
      ) : null}
      <p className="ap-search-no-results__tips">{labels.tips}</p>
      {categories.length > 0 ? (
        <>
          <SubHeading className="ap-search-no-results__heading">{labels.categories}</SubHeading>
          <ul className="ap-search-no-results__categories">
            {categories.map((category) => (
              <li key={category.href}>
                <Link href={category.href}>{category.label}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {otherWays.length > 0 ? (
        <>
          <SubHeading className="ap-search-no-results__heading">{labels.otherWays}</SubHeading>
          <ul className="ap-search-no-results__ways">
            {otherWays.map((way) => (
              <li key={way.href}>
                <Link href={way.href}>{way.label}</Link>
                {way.description ? <span>{way.description}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {phone ? (
        <p className="ap-search-no-results__phone">
          {labels.phone} <a href={phone.href}>{phone.display}</a>
        </p>
      ) : null}
    </section>
  );
}
