import type { ProductCustomOption } from '@agri-parts/sdk';
import { useId } from 'react';

import { translate } from '../i18n/translate';
import { usePriceFormatter } from '../price/PriceDisplay';
import { numberRangeText } from './enteredOptionMessage';

/** The form name of a custom option's field (moved to when it is missing). */
export const customOptionName = (uid: string) => `option-${uid}`;

/** Props of {@link ProductCustomOptions}. */
export interface ProductCustomOptionsProps {
  options: readonly ProductCustomOption[];
  values: Readonly<Record<string, string>>;
  /** Why a field cannot be sent, by option uid (shown after an add was tried). */
  errors: Readonly<Record<string, string>>;
  onChange: (uid: string, value: string) => void;
}

/**
 * The text a product asks for when buying (a hose's length, a nameplate's text): each option a
 * labelled field — one line, or several for an area — with its hint (required, at most N
 * characters, what it adds to the price) and, after an add was tried, its error.
 */
export function ProductCustomOptions({
  options,
  values,
  errors,
  onChange,
}: ProductCustomOptionsProps) {
  const baseId = useId();
  const prices = usePriceFormatter();
  if (options.length === 0) return null;
  return (
    <fieldset className="product-custom-options">
      <legend>{translate('customOption.legend')}</legend>
      {options.map((option, index) => {
        const id = `${baseId}-${index}`;
        const error = errors[option.uid];
        const range = numberRangeText(option.numberRange);
        const hint = [
          option.required ? translate('customOption.required') : translate('customOption.optional'),
          range ? translate('customOption.range', { range }) : null,
          // A number's range says more than its length.
          option.maxCharacters === null || range
            ? null
            : translate('customOption.maxCharacters', { count: option.maxCharacters }),
          option.price > 0 && option.priceType === 'FIXED'
            ? translate('customOption.price', { price: prices.format(option.price) })
            : null,
        ]
          .filter(Boolean)
          .join(' · ');
        const field = {
          id,
          name: customOptionName(option.uid),
          value: values[option.uid] ?? '',
          required: option.required,
          // A number (a length) gets the phone's number pad, with a decimal comma.
          ...(option.numberRange && { inputMode: 'decimal' as const }),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': `${id}-hint${error ? ` ${id}-error` : ''}`,
          onChange: (event: { target: { value: string } }) =>
            onChange(option.uid, event.target.value),
        };
        return (
          <div key={option.uid} className="product-custom-options__field">
            <label htmlFor={id}>{option.title}</label>
            {option.kind === 'area' ? (
              <textarea rows={3} {...field} />
            ) : (
              <input type="text" {...field} />
            )}
            <p id={`${id}-hint`} className="product-custom-options__hint">
              {hint}
            </p>
            {error ? (
              <p id={`${id}-error`} className="product-custom-options__error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
