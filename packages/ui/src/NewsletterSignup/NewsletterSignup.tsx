import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { joinClassNames } from '../internal/joinClassNames';
import { TextField } from '../TextField/TextField';

/** Texts of {@link NewsletterSignup}. */
export interface NewsletterSignupLabels {
  /** The heading (for example `'Meld deg på nyhetsbrevet'`). */
  title: string;
  /** What the newsletter brings, under the heading. */
  description?: string;
  /** The e-mail field's label (for example `'E-postadresse'`). */
  email: string;
  /** The submit button (for example `'Meld meg på'`). */
  submit: string;
}

/** What {@link NewsletterSignup} passes its form element. */
export interface NewsletterSignupFormElementProps {
  method: 'post';
  action: string;
  className?: string;
  children?: ReactNode;
}

/** Props of {@link NewsletterSignup}: a `<section>`'s props plus the form's target, state and texts. */
export interface NewsletterSignupProps extends Omit<
  ComponentProps<'section'>,
  'children' | 'title'
> {
  /** Where the form posts (`method="post"`), so it works before hydration and without JavaScript. */
  action: string;
  /** The form element: a router's `Form` (submitting without a page load) or a plain `form`. */
  form?: ComponentType<NewsletterSignupFormElementProps> | 'form';
  /** What the last sign-up came to, already translated: shown in a polite live region. */
  result?: { kind: 'success' | 'error'; message: string } | null;
  /** The e-mail field's own error (an invalid address), already translated. */
  emailError?: string | null;
  /** While the sign-up is sent: the button is disabled. */
  busy?: boolean;
  /** The address the field starts with (after a post without JavaScript). */
  defaultEmail?: string;
  /** Extra fields posted with the form (for example a hidden `intent`). */
  hiddenFields?: ReactNode;
  /** The heading's level; `h2` by default (a modal passes its own title and `none`). */
  headingLevel?: 'h2' | 'h3' | 'none';
  labels: NewsletterSignupLabels;
}

/**
 * The newsletter sign-up: a heading, an e-mail field and a submit button in a form that posts to
 * `action` (so it works without JavaScript; the app may pass its router's `Form`). The outcome
 * (`result`: "check your inbox", or what went wrong) is announced in a polite live region, which
 * is always rendered so screen readers hear it when it changes. Used in the footer and in the
 * newsletter modal.
 *
 * @example
 * ```tsx
 * <NewsletterSignup action="/nyhetsbrev" result={result} labels={labels} />
 * ```
 */
export function NewsletterSignup({
  action,
  form: FormElement = 'form',
  result,
  emailError,
  busy = false,
  defaultEmail,
  hiddenFields,
  headingLevel = 'h2',
  labels,
  className,
  ...sectionProps
}: NewsletterSignupProps) {
  const Heading = headingLevel === 'none' ? null : headingLevel;
  return (
    <section {...sectionProps} className={joinClassNames('ap-newsletter-signup', className)}>
      {Heading && <Heading className="ap-newsletter-signup__title">{labels.title}</Heading>}
      {labels.description && (
        <p className="ap-newsletter-signup__description">{labels.description}</p>
      )}
      <FormElement method="post" action={action} className="ap-newsletter-signup__form">
        {hiddenFields}
        <TextField
          className="ap-newsletter-signup__field"
          label={labels.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={defaultEmail}
          error={emailError}
        />
        <Button type="submit" className="ap-newsletter-signup__submit" disabled={busy}>
          {labels.submit}
        </Button>
      </FormElement>
      <p className="ap-newsletter-signup__result" role="status" data-kind={result?.kind}>
        {result?.message}
      </p>
    </section>
  );
}
