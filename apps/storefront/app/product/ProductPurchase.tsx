import { bundleSelectionPrice, type ProductCustomOption, type ProductType } from '@agri-parts/sdk';
import { Button, Price, ProductInfoNotes, QuantitySelector } from '@agri-parts/ui';
import { useId } from 'react';

import { ContactToOrder } from '../cart/ContactToOrder';
import { useCanBuyOnline } from '../cart/useCanBuyOnline';
import { translate } from '../i18n/translate';
import { specialPriceLabels } from '../price/specialPriceLabels';
import { usePriceFormatter } from '../price/PriceDisplay';
import type {
  BundleItemView,
  GroupedItemView,
  ProductOptionView,
  ProductVariantView,
} from './loadProductPage.server';
import { ProductBundleOptions } from './ProductBundleOptions';
import { ProductCustomOptions } from './ProductCustomOptions';
import { ProductGroupedItems } from './ProductGroupedItems';
import type { ProductOffer } from './productOffer';
import { productInfoNotes } from './productInfoNotes';
import { ProductOptionSelect } from './ProductOptionSelect';
import { ProductWishlistButton } from './ProductWishlistButton';
import { AddToSavedList } from '../savedLists/AddToSavedList';
import { StockAlertForm } from './StockAlertForm';
import { offerStock, ProductStock } from './ProductStock';
import { useProductPurchase } from './useProductPurchase';
import type { OptionSelection } from './variantSelection';

const quantityLabels = {
  label: translate('product.quantity'),
  decrease: translate('product.decreaseQuantity'),
  increase: translate('product.increaseQuantity'),
};

/**
 * Whether "Legg i liste" is offered: one SKU to save — not a grouped product or a bundle (their
 * choices live on the page), nor a configurable product before its variant is chosen.
 */
const savableOnList = (type: ProductType, variantSku: string | null) =>
  type !== 'grouped' && type !== 'bundle' && (type !== 'configurable' || variantSku !== null);

/** The quantity a shopper starts from and cannot go below when buying. */
export const minimumQuantity = 1;

export interface ProductPurchaseProps {
  /** The product's own SKU and type (the offer's SKU is the chosen variant's). */
  product: { sku: string; type: ProductType };
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
  /** A bundle's options (empty for other types). */
  bundleItems?: readonly BundleItemView[];
  /** A grouped product's members (empty for other types). */
  groupedItems?: readonly GroupedItemView[];
  /** Text typed in when buying (a hose's length, a nameplate's text). */
  customOptions?: readonly ProductCustomOption[];
  quantity: number;
  onQuantityChange: (quantity: number) => void;
}

/**
 * The buying box: price with the VAT label, part number, stock, delivery time, what the product
 * type asks for (a configurable product's option selects, a bundle's contents, a grouped product's
 * members with their quantities), quantity, add to cart and the wishlist heart. The button adds
 * through the cart (spec §4, §5); when it cannot, the box says why beside it — the option to
 * choose first (and moves to it), out of stock (the button disabled), only N left.
 */
export function ProductPurchase(props: ProductPurchaseProps) {
  const { offer, product } = props;
  const noteId = useId();
  const purchase = useProductPurchase(props);
  const canBuy = useCanBuyOnline();
  const stock = offerStock(offer, props.deliveryTime);

  return (
    <div className="product-purchase" ref={purchase.box}>
      <p className="product-purchase__sku">
        {translate('product.sku')}: <span data-testid="product-sku">{offer.sku}</span>
      </p>
      <ProductPurchasePrice
        offer={offer}
        priceIsFrom={props.priceIsFrom}
        bundlePrice={
          product.type === 'bundle'
            ? bundleSelectionPrice(props.bundleItems ?? [], purchase.bundleSelection)
            : null
        }
      />
      <ProductStock stock={stock} />
      {props.options.map((option) => (
        <ProductOptionSelect
          key={option.attributeCode}
          option={option}
          variants={props.variants}
          selection={props.selection}
          onSelect={props.onSelect}
        />
      ))}
      {product.type === 'bundle' ? (
        <ProductBundleOptions
          items={props.bundleItems ?? []}
          selection={purchase.bundleSelection}
          onChoose={purchase.chooseBundle}
        />
      ) : null}
      {product.type === 'grouped' ? (
        <ProductGroupedItems
          items={props.groupedItems ?? []}
          quantities={purchase.groupedQuantities}
          onQuantityChange={purchase.setGroupedQuantity}
        />
      ) : null}
      <ProductCustomOptions
        options={props.customOptions ?? []}
        values={purchase.customValues}
        errors={purchase.customErrors}
        onChange={purchase.setCustomValue}
      />
      <div className="product-purchase__buy">
        {product.type === 'grouped' ? null : (
          <QuantitySelector
            value={props.quantity}
            onChange={props.onQuantityChange}
            min={minimumQuantity}
            max={stock.onlyLeft ?? undefined}
            disabled={!stock.canBuy}
            name="qty"
            labels={quantityLabels}
          />
        )}
        {canBuy ? (
          <Button
            variant="primary"
            size="lg"
            disabled={purchase.outOfStock}
            aria-disabled={purchase.adding || undefined}
            aria-describedby={purchase.refusal ? noteId : undefined}
            data-state={purchase.adding ? 'adding' : 'idle'}
            onClick={purchase.addToCart}
          >
            {purchase.adding ? translate('cart.adding') : translate('cart.addToCart')}
          </Button>
        ) : null}
        <ProductWishlistButton
          sku={product.sku}
          type={product.type}
          variantSku={props.variantSku}
        />
      </div>
      <ProductSavedList product={product} variantSku={props.variantSku} quantity={props.quantity} />
      {canBuy ? (
        <p id={noteId} className="product-purchase__cart-note" aria-live="polite">
          {purchase.refusal}
        </p>
      ) : (
        <ContactToOrder />
      )}
      <ProductInfoNotes notes={productInfoNotes({ inStock: offer.inStock })} />
      {stock.canWatch ? <StockAlertForm key={offer.sku} sku={offer.sku} /> : null}
    </div>
  );
}

/**
 * The buying box's price: "from" before a variant is chosen, the special price beside it. A
 * bundle shows what its chosen contents cost (`bundlePrice`, told when the choice changes), not
 * the cheapest contents: "Fra" belongs on listings.
 */
function ProductPurchasePrice({
  offer,
  priceIsFrom,
  bundlePrice,
}: {
  offer: ProductOffer;
  priceIsFrom: boolean;
  /** A bundle's price with the chosen contents; `null` for other types or when not known. */
  bundlePrice: number | null;
}) {
  const prices = usePriceFormatter();
  if (bundlePrice !== null) {
    return (
      <p className="product-purchase__price" aria-live="polite">
        <Price value={prices.format(bundlePrice)} taxLabel={prices.taxLabel} />
      </p>
    );
  }
  return (
    <p className="product-purchase__price">
      {priceIsFrom ? (
        <span className="product-purchase__from">{translate('product.priceFrom')} </span>
      ) : null}
      <Price
        value={prices.format(offer.price.regular)}
        specialValue={offer.price.special === null ? undefined : prices.format(offer.price.special)}
        taxLabel={prices.taxLabel}
        specialLabels={specialPriceLabels}
      />
    </p>
  );
}

/** "Legg i liste" for the SKU being bought, when there is one to save. */
function ProductSavedList({
  product,
  variantSku,
  quantity,
}: {
  product: ProductPurchaseProps['product'];
  variantSku: string | null;
  quantity: number;
}) {
  if (!savableOnList(product.type, variantSku)) return null;
  return (
    <AddToSavedList
      className="product-purchase__saved-list"
      lines={[
        { sku: variantSku ?? product.sku, quantity, parentSku: variantSku ? product.sku : null },
      ]}
    />
  );
}
