import { Breadcrumbs, Image, Price } from '@agri-parts/ui';

import { CmsContent } from '../../cms/CmsContent';
import { translate } from '../../i18n/translate';
import type { ProductPageData } from './loadProductPage.server';

/** Gallery main image size (spec §3: 700×700). */
const mainImage = { width: 700, height: 700 };

/** A first, simple product page: name, SKU, price, stock, picture and description. */
export function ProductPage(props: ProductPageData) {
  return (
    <article className="product-page">
      <Breadcrumbs
        items={props.breadcrumbs}
        labels={{ navigation: translate('navigation.breadcrumbs') }}
      />
      <div className="product-page__main">
        {props.image ? (
          <Image
            className="product-page__image"
            src={props.image.url}
            alt={props.image.label ?? props.name}
            loading="eager"
            {...mainImage}
          />
        ) : null}
        <div className="product-page__summary">
          <h1>{props.name}</h1>
          <p className="product-page__sku">
            {translate('product.sku')}: {props.sku}
          </p>
          <Price
            value={props.price}
            specialValue={props.specialPrice ?? undefined}
            taxLabel={translate(props.pricesIncludeTax ? 'tax.inclVat' : 'tax.exclVat')}
          />
          <p
            className="product-page__stock"
            data-state={props.inStock ? 'in-stock' : 'out-of-stock'}
          >
            {translate(props.inStock ? 'product.inStock' : 'product.outOfStock')}
            {props.deliveryTime
              ? ` · ${translate('product.deliveryTime')}: ${props.deliveryTime}`
              : null}
          </p>
          {props.shortDescriptionHtml ? <CmsContent html={props.shortDescriptionHtml} /> : null}
        </div>
      </div>
      {props.descriptionHtml ? (
        <section className="product-page__description">
          <h2>{translate('product.description')}</h2>
          <CmsContent html={props.descriptionHtml} />
        </section>
      ) : null}
    </article>
  );
}
