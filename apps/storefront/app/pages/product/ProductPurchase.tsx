import { Button, Price, ProductInfoNotes, QuantitySelector, StockStatus } from '@agri-parts/ui';
import { useId } from 'react';

import { translate } from '../../i18n/translate';
import { usePriceFormatter } from '../../price/PriceDisplay';
import type { ProductOptionView, ProductVariantView } from './loadProductPage.server';
import type { ProductOffer } from './productOffer';
import { productInfoNotes } from './productInfoNotes';
import { ProductWishlistButton } from './ProductWishlistButton';
import { isOptionValueAvailable, type OptionSelection } from './variantSelection';

const stockLabels = {
  inStock: translate('product.inStock'),
  outOfStock: translate('product.outOfStock'),
  onlyLeft: (count: number) => translate('product.onlyLeft', { count }),
};

const quantityLabels = {
  label: translate('product.quantity'),
  decrease: translate('product.decreaseQuantity'),
  increase: translate('product.increaseQuantity'),
};

/** The quantity a shopper starts from and cannot go below when buying. */
export const minimumQuantity = 1;

export interface ProductPurchaseProps {
  /** The product's own SKU and type (the offer's SKU is the chosen variant's). */
  product: { sku: string; type: string };
  /** A configurable product's chosen variant; `null` otherwise. */
  variantSku: string | null;
  offer: ProductOffer;
  /** No variant is chosen and the variants' prices differ: the price is a "from" price. */
  priceIsFrom: boolean;
  deliveryTime: string | null;
  options: readonly ProductOptionView[];
  variants: readonly ProductVariantView[];
  selection: OptionSelection;
  onSelect: (attributeCode: string, valueUid: string) => void;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
}

/**
 * The buying box: price with the VAT label, part number, stock, delivery time, option selects,
 * quantity and the add-to-cart button. Ordering online is not open yet, so the button is
 * disabled and says why.
 */
export function ProductPurchase(props: ProductPurchaseProps) {
  const { offer } = props;
  const prices = usePriceFormatter();
  const noteId = useId();
  return (
    <div className="product-purchase">
      <p className="product-purchase__sku">
        {translate('product.sku')}: <span data-testid="product-sku">{offer.sku}</span>
      </p>
      <p className="product-purchase__price">
        {props.priceIsFrom ? (
          <span className="product-purchase__from">{translate('product.priceFrom')} </span>
        ) : null}
        <Price
          value={prices.format(offer.price.regular)}
          specialValue={
            offer.price.special === null ? undefined : prices.format(offer.price.special)
          }
          taxLabel={prices.taxLabel}
        />
      </p>
      <StockStatus
        status={offer.inStock ? 'in-stock' : 'out-of-stock'}
        onlyLeft={offer.onlyLeft}
        labels={stockLabels}
      />
      {props.deliveryTime ? (
        <p className="product-purchase__delivery">
          {translate('product.deliveryTime')}: {props.deliveryTime}
        </p>
      ) : null}
      {props.options.map((option) => (
        <OptionSelect
          key={option.attributeCode}
          option={option}
          variants={props.variants}
          selection={props.selection}
          onSelect={props.onSelect}
        />
      ))}
      <div className="product-purchase__buy">
        <QuantitySelector
          value={props.quantity}
          onChange={props.onQuantityChange}
          min={minimumQuantity}
          max={offer.onlyLeft ?? undefined}
          disabled={!offer.inStock}
          name="qty"
          labels={quantityLabels}
        />
        <Button variant="primary" size="lg" disabled aria-describedby={noteId}>
          {translate('cart.addToCart')}
        </Button>
      </div>
      <ProductWishlistButton
        sku={props.product.sku}
        type={props.product.type}
        variantSku={props.variantSku}
      />
      <p id={noteId} className="product-purchase__ordering-note">
        {translate('product.orderingSoon')}
      </p>
      <ProductInfoNotes notes={productInfoNotes({ inStock: offer.inStock })} />
    </div>
  );
}

function OptionSelect({
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
        {option.values.map((value) => (
          <option
            key={value.uid}
            value={value.uid}
            disabled={!isOptionValueAvailable(variants, selection, option.attributeCode, value.uid)}
          >
            {value.label}
          </option>
        ))}
      </select>
    </div>
  );
}
