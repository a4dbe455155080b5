import { Icon } from '../Icon/Icon';
import type { FieldIds } from './useFieldIds';

/**
 * A field's hint and its error. The error element is always there, as a polite live region, so
 * an error that appears after the shopper leaves a field is read out; it is empty (and hidden by
 * `:empty`) without one.
 */
export function FieldMessages({
  ids,
  hint,
  error,
}: {
  ids: FieldIds;
  hint: string | null | undefined;
  error: string | null | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className="ap-field__hint">
          {hint}
        </p>
      ) : null}
      <p id={ids.errorId} className="ap-field__error" aria-live="polite">
        {error ? (
          <>
            <Icon name="alert" size={16} className="ap-field__error-icon" />
            {error}
          </>
        ) : null}
      </p>
    </>
  );
}
