import type { ChangeEvent, ComponentProps, FormEvent } from 'react';
import { joinClassNames } from '../internal/joinClassNames';
import { TextField } from '../TextField/TextField';

/** Props of {@link VippsButton}: a `<button>`'s props; its text defaults to «Betal med Vipps». */
export interface VippsButtonProps extends Omit<ComponentProps<'button'>, 'type'> {
  /** `submit` (the default, in {@link VippsPaymentPanel}'s form) or `button`. */
  type?: 'button' | 'submit';
  /** Busy: says so (`aria-busy`) and ignores presses (`aria-disabled`), keeping the focus. */
  busy?: boolean;
}

/**
 * The Vipps payment button in Vipps' orange (#ff5b24) with dark text (#1b1b1b: contrast 5.6:1;
 * white on that orange would be 3.1:1, too little for text). At least 44 px high.
 *
 * @example
 * ```tsx
 * <VippsButton onClick={pay}>Betal med Vipps</VippsButton>
 * ```
 */
export function VippsButton({
  type = 'submit',
  busy = false,
  className,
  children = 'Betal med Vipps',
  onClick,
  ...buttonProps
}: VippsButtonProps) {
  return (
    <button
      {...buttonProps}
      type={type}
      className={joinClassNames('ap-vipps-button', className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || buttonProps['aria-disabled'] || undefined}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {children}
    </button>
  );
}

/** The Norwegian texts of a {@link VippsPaymentPanel}. */
export interface VippsPaymentLabels {
  /** The phone field's label, such as «Mobilnummer for Vipps». */
  phone: string;
  /** Under the field, such as «8 siffer, for eksempel 412 34 567». */
  phoneHint: string;
  /** The button, «Betal med Vipps». */
  pay: string;
  /** The button while the payment starts, such as «Sender deg til Vipps …». */
  paying: string;
}

/** Props of {@link VippsPaymentPanel}. */
export interface VippsPaymentPanelProps {
  labels: VippsPaymentLabels;
  /** The number as typed. */
  phone: string;
  /** The shopper typed in the field: the number as it now reads. */
  onPhoneChange: (phone: string) => void;
  /** What is wrong with the number, shown at the field; else `null`. */
  phoneError?: string | null;
  /** Why the last payment did not go through (cancelled, timed out …), shown as an alert. */
  message?: string | null;
  /** A payment is being started. */
  busy?: boolean;
  /** The shopper pressed the button (or Enter in the field). */
  onPay: () => void;
  /** A short note above the field, such as how Vipps works. */
  note?: string;
  className?: string;
}

/**
 * Paying with Vipps: a note, the mobile number (`type="tel"`, `autocomplete="tel-national"`), the
 * message of a payment that did not go through, and {@link VippsButton}. A form of its own, so
 * Enter in the field pays too; the app decides what `onPay` does (checks the number, starts the
 * payment).
 *
 * @example
 * ```tsx
 * <VippsPaymentPanel labels={labels} phone={phone} onPhoneChange={setPhone} onPay={start} />
 * ```
 */
export function VippsPaymentPanel({
  labels,
  phone,
  onPhoneChange,
  phoneError = null,
  message = null,
  busy = false,
  onPay,
  note,
  className,
}: VippsPaymentPanelProps) {
  return (
    <form
      className={joinClassNames('ap-vipps-panel', className)}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!busy) onPay();
      }}
    >
      {note ? <p className="ap-vipps-panel__note">{note}</p> : null}
      {message ? (
        <p role="alert" className="ap-vipps-panel__message">
          {message}
        </p>
      ) : null}
      <TextField
        label={labels.phone}
        hint={labels.phoneHint}
        name="vipps-phone"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        value={phone}
        error={phoneError}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onPhoneChange(event.target.value)}
      />
      <VippsButton busy={busy}>{busy ? labels.paying : labels.pay}</VippsButton>
    </form>
  );
}
