import type { BundleSelection } from '@agri-parts/sdk';
import { useId } from 'react';

import { translate } from '../i18n/translate';
import { usePriceFormatter } from '../price/PriceDisplay';
import type { BundleItemView } from './loadProductPage.server';

/** The form name of a bundle option's control (the buying box focuses it when it is missing). */
export const bundleOptionName = (id: number) => `bundle_option[${id}]`;

type BundleChoiceView = BundleItemView['options'][number];

/** A choice's text: name, how many the set holds, price, and whether it is out of stock. */
function useChoiceText() {
  const prices = usePriceFormatter();
  return (choice: BundleChoiceView) =>
    [
      choice.label,
      choice.quantity !== 1
        ? translate('bundle.itemQuantity', { quantity: choice.quantity })
        : null,
      choice.price !== null ? `${prices.format(choice.price)} ${prices.taxLabel}` : null,
      choice.inStock ? null : translate('product.outOfStock'),
    ]
      .filter(Boolean)
      .join(' – ');
}

/**
 * A bundle's contents in the buying box (spec §5, §7): each option as radio buttons, a select or
 * checkboxes as the bundle says, its defaults chosen from the start; a choice out of stock cannot
 * be chosen; an optional one-choice option can be left empty ("Ingen").
 */
export function ProductBundleOptions({
  items,
  selection,
  onChoose,
}: {
  items: readonly BundleItemView[];
  selection: BundleSelection;
  onChoose: (item: BundleItemView, choiceIds: number[]) => void;
}) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <div className="product-bundle" role="group" aria-labelledby={headingId}>
      <p id={headingId} className="product-bundle__title">
        {translate('bundle.legend')}
      </p>
      {items.map((item) => (
        <BundleOption
          key={item.id}
          item={item}
          chosen={selection[item.id] ?? []}
          onChoose={(ids) => onChoose(item, ids)}
        />
      ))}
    </div>
  );
}

function OptionTitle({ item }: { item: BundleItemView }) {
  return (
    <>
      {item.title}
      {item.required ? (
        <span className="product-bundle__required"> ({translate('bundle.required')})</span>
      ) : null}
    </>
  );
}

function BundleOption({
  item,
  chosen,
  onChoose,
}: {
  item: BundleItemView;
  chosen: readonly number[];
  onChoose: (ids: number[]) => void;
}) {
  const id = useId();
  const text = useChoiceText();
  const name = bundleOptionName(item.id);

  if (item.type === 'select') {
    return (
      <div className="product-purchase__option product-bundle__option">
        <label htmlFor={id}>
          <OptionTitle item={item} />
        </label>
        <select
          id={id}
          name={name}
          value={chosen[0] ?? ''}
          onChange={(event) => onChoose(event.target.value ? [Number(event.target.value)] : [])}
        >
          <option value="">
            {item.required
              ? translate('product.chooseOption', {
                  option: item.title.toLocaleLowerCase('nb-NO'),
                })
              : translate('bundle.none')}
          </option>
          {item.options.map((choice) => (
            <option key={choice.id} value={choice.id} disabled={!choice.inStock}>
              {text(choice)}
            </option>
          ))}
        </select>
      </div>
    );
  }

  const single = item.type === 'radio';
  return (
    <fieldset className="product-bundle__option">
      <legend>
        <OptionTitle item={item} />
      </legend>
      {single && !item.required ? (
        <label className="product-bundle__choice">
          <input
            type="radio"
            name={name}
            value=""
            checked={chosen.length === 0}
            onChange={() => onChoose([])}
          />
          {translate('bundle.none')}
        </label>
      ) : null}
      {item.options.map((choice) => (
        <label key={choice.id} className="product-bundle__choice">
          <input
            type={single ? 'radio' : 'checkbox'}
            name={name}
            value={choice.id}
            checked={chosen.includes(choice.id)}
            disabled={!choice.inStock}
            onChange={(event) =>
              onChoose(
                single
                  ? [choice.id]
                  : event.target.checked
                    ? [...chosen, choice.id]
                    : chosen.filter((other) => other !== choice.id),
              )
            }
          />
          {text(choice)}
        </label>
      ))}
    </fieldset>
  );
}
