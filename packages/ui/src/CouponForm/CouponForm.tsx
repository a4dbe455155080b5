import { useState, type ComponentProps, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';
import { TextField } from '../TextField/TextField';

/** Texts of {@link CouponForm}. */
export interface CouponFormLabels {
  /** The field's label (for example `'Rabattkode'`). */
  code: string;
  /** The apply button (for example `'Bruk koden'`). */
  apply: string;
  /** What is shown for an applied code (for example `'Rabattkode VAAR10 er brukt'`). */
  applied: (code: string) => string;
  /** Accessible name of the button that removes the applied code. */
  remove: (code: string) => string;
}

/** Props of {@link CouponForm}: a `<div>`'s props plus the applied code, texts and actions. */
export interface CouponFormProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The code the cart carries; the field is replaced by it and a remove button. */
  appliedCode: string | null;
  /** Called with the trimmed code when the shopper applies a non-empty one. */
  onApply: (code: string) => void;
  /** Called when the shopper removes the applied code. */
  onRemove: () => void;
  /** Why the last code was refused, already translated; shown under the field. */
  error?: string | null;
  /** While applying or removing: the buttons are disabled. */
  busy?: boolean;
  labels: CouponFormLabels;
}

/**
 * The cart's coupon code: a field with an apply button (a form, so Enter applies too) and the
 * refusal under the field, or — once the cart carries a code — the code with a button that
 * removes it. An empty field sends nothing. The app decides what happens; the component keeps
 * only what is being typed.
 *
 * @example
 * ```tsx
 * <CouponForm appliedCode={cart.appliedCoupons[0] ?? null} onApply={applyCoupon} onRemove={removeCoupon} error={couponError} labels={labels} />
 * ```
 */
export function CouponForm({
  appliedCode,
  onApply,
  onRemove,
  error,
  busy = false,
  labels,
  className,
  ...divProps
}: CouponFormProps) {
  const [code, setCode] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed !== '') onApply(trimmed);
  }

  return (
    <div {...divProps} className={joinClassNames('ap-coupon-form', className)}>
      {appliedCode ? (
        <div className="ap-coupon-form__applied">
          <Icon name="check" size={18} className="ap-coupon-form__applied-icon" />
          <span className="ap-coupon-form__applied-text">{labels.applied(appliedCode)}</span>
          <button
            type="button"
            className="ap-coupon-form__remove"
            aria-label={labels.remove(appliedCode)}
            disabled={busy}
            onClick={onRemove}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      ) : (
        <form className="ap-coupon-form__form" onSubmit={submit} noValidate>
          <TextField
            className="ap-coupon-form__field"
            label={labels.code}
            name="couponCode"
            autoComplete="off"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={error}
          />
          <Button
            type="submit"
            variant="secondary"
            className="ap-coupon-form__apply"
            disabled={busy}
          >
            {labels.apply}
          </Button>
        </form>
      )}
    </div>
  );
}
