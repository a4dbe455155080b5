import type { ProductType } from '@agri-parts/sdk';
import { Price } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import { ProductWishlistButton } from '../product/ProductWishlistButton';
import { QuoteRequestForm } from './QuoteRequestForm';

/** Props of {@link ProductQuote}. */
export interface ProductQuoteProps {
  sku: string;
  name: string;
  type: ProductType;
  deliveryTime: string | null;
}

/**
 * A quote product's buying box (`productPresentation`: `purchase: 'quote'`): part number, "Pris på
 * forespørsel" in place of a price, the delivery time, no stock status and no add button — but
 * "Be om tilbud", a disclosure holding the quote form (a native `<details>`, so it opens without
 * JavaScript too; its form then posts to the quote page), and the wishlist heart.
 */
export function ProductQuote({ sku, name, type, deliveryTime }: ProductQuoteProps) {
  return (
    <div className="product-purchase product-quote">
      <p className="product-purchase__sku">
        {translate('product.sku')}: <span data-testid="product-sku">{sku}</span>
      </p>
      <p className="product-purchase__price">
        <Price value={translate('quote.priceOnRequest')} onRequest />
      </p>
      {deliveryTime ? (
        <p className="product-purchase__delivery">
          {translate('product.deliveryTime')}: {deliveryTime}
        </p>
      ) : null}
      <p>{translate('quote.intro')}</p>
      <details className="product-quote__request">
        <summary className="ap-button ap-button--primary ap-button--lg">
          {translate('quote.requestQuote')}
        </summary>
        <QuoteRequestForm sku={sku} productName={name} mode="inline" />
      </details>
      <ProductWishlistButton sku={sku} type={type} variantSku={null} />
    </div>
  );
}
