import { clampQuantity, shopConstants } from '@agri-parts/sdk';
import { Breadcrumbs, Gallery, Rating, SpecificationsTable } from '@agri-parts/ui';
import { galleryEntries } from './galleryEntries';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { useViewItem } from '../analytics/useViewItem';
import { ProductQuote } from '../quote/ProductQuote';
import { CmsContent } from '../cms/CmsContent';
import { isSingular } from '../i18n/isSingular';
import { translate } from '../i18n/translate';
import { useProductFits, useProductPageFit } from '../tractors/useProductFits';
import type { ProductPageData } from './loadProductPage.server';
import { ProductCarousel } from './ProductCarousel';
import { ProductFitments } from './ProductFitments';
import { ProductFit } from './ProductFit';
import { ProductReviews } from './ProductReviews';
import { galleryWithOfferImage } from './productOffer';
import { minimumQuantity, ProductPurchase } from './ProductPurchase';
import {
  findVariant,
  selectionForVariantSku,
  selectOption,
  variantParameter,
  type OptionSelection,
} from './variantSelection';

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
  showVideo: (title: string) => translate('product.galleryShowVideo', { title }),
  playVideo: (title: string) => translate('product.galleryPlayVideo', { title }),
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
 * picture. A chosen variant is in the address (`?variant=SKU`, replacing the history entry), so a
 * reload, a shared link or Back shows it chosen, on the server too.
 */
function useVariantChoice(props: ProductPageData) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [selection, setSelection] = useState<OptionSelection>(() =>
    selectionForVariantSku(props.variants, searchParams.get(variantParameter)),
  );
  const [quantity, setQuantity] = useState(minimumQuantity);
  const attributeCodes = props.options.map((option) => option.attributeCode);
  const variant = findVariant(props.variants, attributeCodes, selection);
  const [galleryIndex, setGalleryIndex] = useState(
    () =>
      galleryWithOfferImage(
        props.images,
        variant?.offer.image ?? null,
        shopConstants.galleryMaxImages,
      ).selectedIndex,
  );
  const offer = variant?.offer ?? props.offer;
  // The quantity chosen before a variant with less stock was picked is brought within its stock.
  const shownQuantity = clampQuantity(quantity, {
    min: minimumQuantity,
    max: offer.onlyLeft ?? undefined,
  }).value;

  function choose(attributeCode: string, valueUid: string) {
    const next = selectOption(selection, attributeCode, valueUid);
    const nextVariant = findVariant(props.variants, attributeCodes, next);
    const nextOffer = nextVariant?.offer ?? props.offer;
    setSelection(next);
    const params = new URLSearchParams(searchParams);
    if (nextVariant) params.set(variantParameter, nextVariant.offer.sku);
    else params.delete(variantParameter);
    const search = params.toString();
    void navigate(
      { search: search ? `?${search}` : '' },
      { replace: true, preventScrollReset: true },
    );
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
 * The product page (spec §2–§5): gallery, name, whether it fits the active tractor, buying box
 * (for a quote product, the quote box: "Pris på forespørsel" and "Be om tilbud"), descriptions, specifications, the models it fits, and related and upsell products. Choosing
 * every option picks a variant, whose part number, price, stock and picture are shown.
 */
export function ProductPage(props: ProductPageData) {
  const choice = useVariantChoice(props);
  const { variant, offer, gallery } = choice;
  const galleryItems = galleryEntries(gallery.images, props.videos);
  const fit = useProductPageFit(props.fitModelIds, props.universalFit);
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
        {galleryItems.length > 0 ? (
          <Gallery
            className="product-page__gallery"
            images={galleryItems}
            selectedIndex={choice.galleryIndex}
            onSelectedIndexChange={choice.setGalleryIndex}
            imageSizes={galleryImageSizes}
            labels={galleryLabels}
          />
        ) : null}
        <div className="product-page__summary">
          <h1 className="product-page__name">{props.name}</h1>
          <ProductFit fit={fit} />
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
          {props.purchase === 'quote' ? (
            <ProductQuote
              sku={props.sku}
              name={props.name}
              type={props.productType}
              deliveryTime={props.deliveryTime}
            />
          ) : (
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
              customOptions={props.customOptions}
              quantity={choice.quantity}
              onQuantityChange={choice.setQuantity}
            />
          )}
        </div>
      </div>
      <ProductDetails {...props} />
      <ProductReviews
        key={props.sku}
        sku={props.sku}
        reviewCount={props.rating?.reviewCount ?? 0}
        data={props.reviews}
      />
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
