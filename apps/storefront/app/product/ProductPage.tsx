import { clampQuantity, shopConstants } from '@agri-parts/sdk';
import { Breadcrumbs, FitBadge, Gallery, Rating, SpecificationsTable } from '@agri-parts/ui';
import { useState } from 'react';

import { useViewItem } from '../analytics/useViewItem';
import { CmsContent } from '../cms/CmsContent';
import { isSingular } from '../i18n/isSingular';
import { translate } from '../i18n/translate';
import { useProductFits, useProductPageFit } from '../tractors/useProductFits';
import type { ProductPageData } from './loadProductPage.server';
import { ProductCarousel } from './ProductCarousel';
import { ProductFitments } from './ProductFitments';
import { galleryWithOfferImage } from './productOffer';
import { minimumQuantity, ProductPurchase } from './ProductPurchase';
import { findVariant, selectOption, type OptionSelection } from './variantSelection';

const galleryLabels = {
  gallery: translate('product.gallery'),
  thumbnails: translate('product.galleryThumbnails'),
  showImage: (position: number, total: number) =>
    translate('product.galleryShowImage', { position, total }),
  selected: (position: number, total: number, alt: string) =>
    translate('product.gallerySelected', { position, total, alt }),
  previous: translate('product.galleryPrevious'),
  next: translate('product.galleryNext'),
  stage: translate('product.galleryStage'),
};

const ratingLabels = {
  rating: (value: number, max: number) =>
    translate('product.rating', { value: String(value).replace('.', ','), max }),
  reviews: (count: number) =>
    isSingular(count) ? translate('product.reviewOne') : translate('product.reviews', { count }),
};

/** Main image: the gallery preset (700×700), the full width on phones. */
const galleryImageSizes = '(min-width: 1024px) 700px, 100vw';

/**
 * The shopper's choice on the page: the options chosen (which pick a variant), the quantity (kept
 * within the chosen offer's stock) and the gallery's image, which moves to a chosen variant's
 * picture.
 */
function useVariantChoice(props: ProductPageData) {
  const [selection, setSelection] = useState<OptionSelection>({});
  const [quantity, setQuantity] = useState(minimumQuantity);
  const [galleryIndex, setGalleryIndex] = useState(0);
  const attributeCodes = props.options.map((option) => option.attributeCode);
  const variant = findVariant(props.variants, attributeCodes, selection);
  const offer = variant?.offer ?? props.offer;
  // The quantity chosen before a variant with less stock was picked is brought within its stock.
  const shownQuantity = clampQuantity(quantity, {
    min: minimumQuantity,
    max: offer.onlyLeft ?? undefined,
  }).value;

  function choose(attributeCode: string, valueUid: string) {
    const next = selectOption(selection, attributeCode, valueUid);
    const nextOffer = findVariant(props.variants, attributeCodes, next)?.offer ?? props.offer;
    setSelection(next);
    setGalleryIndex(
      galleryWithOfferImage(props.images, nextOffer.image, shopConstants.galleryMaxImages)
        .selectedIndex,
    );
  }

  return {
    selection,
    choose,
    variant,
    offer,
    gallery: galleryWithOfferImage(props.images, offer.image, shopConstants.galleryMaxImages),
    galleryIndex,
    setGalleryIndex,
    quantity: shownQuantity,
    setQuantity,
  };
}

/**
 * The product page (spec §2–§5): gallery, name, whether it fits the active tractor, buying box,
 * descriptions, specifications, the models it fits, and related and upsell products. Choosing
 * every option picks a variant, whose part number, price, stock and picture are shown.
 */
export function ProductPage(props: ProductPageData) {
  const choice = useVariantChoice(props);
  const { variant, offer, gallery } = choice;
  const fit = useProductPageFit(props.fitModelIds);
  // Analytics: view_item for the product shown (its own price, before a variant is chosen).
  useViewItem({
    sku: props.sku,
    name: props.name,
    price: props.offer.price.special ?? props.offer.price.regular,
  });
  // One request for the cards of both carousels.
  const carouselFit = useProductFits([...props.related, ...props.upsell].map(({ sku }) => sku));

  return (
    <article className="product-page" data-sku={props.sku}>
      <Breadcrumbs
        items={props.breadcrumbs}
        labels={{ navigation: translate('navigation.breadcrumbs') }}
      />
      <div className="product-page__main">
        {gallery.images.length > 0 ? (
          <Gallery
            className="product-page__gallery"
            images={gallery.images}
            selectedIndex={choice.galleryIndex}
            onSelectedIndexChange={choice.setGalleryIndex}
            imageSizes={galleryImageSizes}
            labels={galleryLabels}
          />
        ) : null}
        <div className="product-page__summary">
          <h1 className="product-page__name">{props.name}</h1>
          {fit ? (
            <FitBadge className="product-page__fit" fits={fit.fits} label={fit.label} />
          ) : null}
          {props.rating ? (
            <Rating
              value={props.rating.value}
              reviewCount={props.rating.reviewCount}
              labels={ratingLabels}
            />
          ) : null}
          {props.shortDescriptionHtml ? (
            <CmsContent
              className="product-page__short-description"
              html={props.shortDescriptionHtml}
            />
          ) : null}
          <ProductPurchase
            product={{ sku: props.sku, type: props.productType }}
            variantSku={variant ? offer.sku : null}
            offer={offer}
            priceIsFrom={variant === null && props.priceVaries}
            deliveryTime={props.deliveryTime}
            options={props.options}
            variants={props.variants}
            selection={choice.selection}
            onSelect={choice.choose}
            bundleItems={props.bundleItems}
            groupedItems={props.groupedItems}
            quantity={choice.quantity}
            onQuantityChange={choice.setQuantity}
          />
        </div>
      </div>
      <ProductDetails {...props} />
      <ProductCarousel
        className="product-page__related"
        title={translate('product.related')}
        products={props.related}
        fitFor={carouselFit}
      />
      <ProductCarousel
        className="product-page__upsell"
        title={translate('product.upsell')}
        products={props.upsell}
        fitFor={carouselFit}
      />
    </article>
  );
}

/** The product's description, specifications and the models it fits. */
function ProductDetails({
  descriptionHtml,
  specifications,
  fitments,
}: Pick<ProductPageData, 'descriptionHtml' | 'specifications' | 'fitments'>) {
  return (
    <div className="product-page__details">
      {descriptionHtml ? (
        <section className="product-page__description" aria-labelledby="product-description-title">
          <h2 id="product-description-title">{translate('product.description')}</h2>
          <CmsContent html={descriptionHtml} />
        </section>
      ) : null}
      {specifications.length > 0 ? (
        <section className="product-page__specifications">
          <SpecificationsTable
            caption={translate('product.specifications')}
            rows={specifications}
          />
        </section>
      ) : null}
      <ProductFitments groups={fitments} />
    </div>
  );
}
