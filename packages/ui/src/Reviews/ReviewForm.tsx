import type { ComponentProps, ElementType } from 'react';
import { joinClassNames } from '../internal/joinClassNames';
import { SubmitButton } from '../SubmitButton/SubmitButton';
import { TextAreaField } from '../TextAreaField/TextAreaField';
import { TextField } from '../TextField/TextField';

/** A rating kind the form asks stars for (such as `Kvalitet`). */
export interface ReviewFormRatingKind {
  id: string;
  name: string;
}

/** Texts of {@link ReviewForm}. */
export interface ReviewFormLabels {
  /** The legend of a kind's stars (for example `'Kvalitet'`). */
  ratingLegend: (kind: string) => string;
  /** One star choice (for example `'4 stjerner'`). */
  star: (stars: number) => string;
  nickname: string;
  summary: string;
  text: string;
  submit: string;
  /** The submit button's text while sending. */
  submitting: string;
}

/** What the shopper entered, to fill the form again after a refusal. */
export interface ReviewFormDefaults {
  nickname?: string;
  summary?: string;
  text?: string;
  /** Stars per rating kind id. */
  ratings?: Readonly<Record<string, number | undefined>>;
}

/** Props of {@link ReviewForm}: a `<form>`'s props plus the kinds, values, errors and texts. */
export interface ReviewFormProps extends Omit<ComponentProps<'form'>, 'children'> {
  ratingKinds: readonly ReviewFormRatingKind[];
  values?: ReviewFormDefaults;
  /** Errors by field (`nickname`, `summary`, `text`, or `rating:<kind id>`), already translated. */
  errors?: Readonly<Record<string, string | undefined>>;
  /** While sending: the button says so and is disabled. */
  busy?: boolean;
  /** The form element, for example a router's `Form` (default `'form'`). */
  as?: ElementType;
  labels: ReviewFormLabels;
}

/**
 * "Skriv en anmeldelse": stars per rating kind as a radio group (a `<fieldset>` of five radios,
 * so arrow keys move between the stars), then the nickname, title and text. Field names:
 * `rating:<kind id>` (the stars, 1–5), `nickname`, `summary`, `text`. A plain HTML form:
 * it posts without JavaScript.
 *
 * @example
 * ```tsx
 * <ReviewForm method="post" ratingKinds={[{ id: 'MQ==', name: 'Kvalitet' }]} labels={labels} />
 * ```
 */
export function ReviewForm({
  ratingKinds,
  values = {},
  errors = {},
  busy = false,
  as: FormElement = 'form',
  labels,
  className,
  ...formProps
}: ReviewFormProps) {
  return (
    <FormElement {...formProps} className={joinClassNames('ap-review-form', className)} noValidate>
      {ratingKinds.map((kind) => {
        const error = errors[`rating:${kind.id}`];
        const errorId = `ap-review-form-rating-error-${kind.id.replace(/[^A-Za-z0-9]/g, '')}`;
        return (
          <fieldset
            key={kind.id}
            className="ap-review-form__stars"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          >
            <legend className="ap-review-form__legend">{labels.ratingLegend(kind.name)}</legend>
            <div className="ap-review-form__choices">
              {[1, 2, 3, 4, 5].map((stars) => (
                <label key={stars} className="ap-review-form__star">
                  <input
                    type="radio"
                    name={`rating:${kind.id}`}
                    value={stars}
                    required
                    defaultChecked={values.ratings?.[kind.id] === stars}
                  />
                  <span className="ap-review-form__star-text">{labels.star(stars)}</span>
                </label>
              ))}
            </div>
            {error ? (
              <p id={errorId} className="ap-field__error">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <TextField
        label={labels.nickname}
        name="nickname"
        required
        maxLength={128}
        autoComplete="nickname"
        defaultValue={values.nickname}
        error={errors.nickname}
      />
      <TextField
        label={labels.summary}
        name="summary"
        required
        maxLength={255}
        defaultValue={values.summary}
        error={errors.summary}
      />
      <TextAreaField
        label={labels.text}
        name="text"
        required
        maxLength={5000}
        defaultValue={values.text}
        error={errors.text}
      />
      <SubmitButton busy={busy} busyLabel={labels.submitting}>
        {labels.submit}
      </SubmitButton>
    </FormElement>
  );
}
