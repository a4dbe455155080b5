import { useId } from 'react';

import { translate } from '../i18n/translate';
import type { ProductOptionView, ProductVariantView } from './loadProductPage.server';
import {
  isOptionValueAvailable,
  isOptionValueInStock,
  type OptionSelection,
} from './variantSelection';

/** The variants with whether each is in stock, for {@link isOptionValueInStock}. */
function stockOf(variants: readonly ProductVariantView[]) {
  return variants.map((variant) => ({
    optionValues: variant.optionValues,
    inStock: variant.offer.inStock,
  }));
}

/**
 * A configurable product's option as a select: values no variant has with the choices so far are
 * disabled, values only out of stock say so.
 */
export function ProductOptionSelect({
  option,
  variants,
  selection,
  onSelect,
}: {
  option: ProductOptionView;
  variants: readonly ProductVariantView[];
  selection: OptionSelection;
  onSelect: (attributeCode: string, valueUid: string) => void;
}) {
  const id = useId();
  return (
    <div className="product-purchase__option">
      <label htmlFor={id}>{option.label}</label>
      <select
        id={id}
        name={option.attributeCode}
        value={selection[option.attributeCode] ?? ''}
        onChange={(event) => onSelect(option.attributeCode, event.target.value)}
      >
        <option value="">
          {translate('product.chooseOption', { option: option.label.toLocaleLowerCase('nb-NO') })}
        </option>
        {option.values.map((value) => {
          const available = isOptionValueAvailable(
            variants,
            selection,
            option.attributeCode,
            value.uid,
          );
          const inStock = isOptionValueInStock(
            stockOf(variants),
            selection,
            option.attributeCode,
            value.uid,
          );
          return (
            <option key={value.uid} value={value.uid} disabled={!available}>
              {available && !inStock
                ? `${value.label} – ${translate('product.outOfStock')}`
                : value.label}
            </option>
          );
        })}
      </select>
    </div>
  );
}
