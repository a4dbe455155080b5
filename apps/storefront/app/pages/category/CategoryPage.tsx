import { Breadcrumbs, Image, Link, Price } from '@agri-parts/ui';

import { CmsContent } from '../../cms/CmsContent';
import { translate } from '../../i18n/translate';
import type { CategoryPageData } from './loadCategoryPage.server';

/** Card image size (spec §3: product card 216×268). */
const cardImage = { width: 216, height: 268 };

/**
 * A category page: breadcrumbs, heading, description and CMS block, sub-categories, and one page
 * of products with previous / next links (filters and sorting come with the browsing issue).
 */
export function CategoryPage(props: CategoryPageData) {
  const { pagination } = props;
  const taxLabel = translate(props.pricesIncludeTax ? 'tax.inclVat' : 'tax.exclVat');
  return (
    <article className="category-page">
      <Breadcrumbs
        items={props.breadcrumbs}
        labels={{ navigation: translate('navigation.breadcrumbs') }}
      />
      <h1>{props.name}</h1>
      {props.descriptionHtml ? (
        <CmsContent className="category-page__description" html={props.descriptionHtml} />
      ) : null}
      {props.cmsBlockHtml ? (
        <CmsContent className="category-page__block" html={props.cmsBlockHtml} />
      ) : null}
      {props.subcategories.length > 0 ? (
        <nav
          className="category-page__subcategories"
          aria-label={translate('category.subcategories')}
        >
          <ul>
            {props.subcategories.map((child) => (
              <li key={child.url}>
                <Link href={child.url}>{child.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {props.showProducts ? (
        <section className="category-page__products" aria-labelledby="category-products-heading">
          <h2 id="category-products-heading" className="category-page__count">
            {translate('category.productCount', { count: props.totalCount })}
          </h2>
          {props.products.length === 0 ? (
            <p>{translate('category.empty')}</p>
          ) : (
            <ul className="product-grid">
              {props.products.map((product) => (
                <li key={product.sku} className="product-grid__item" data-sku={product.sku}>
                  <Link href={product.url} className="product-grid__link">
                    {product.image ? (
                      <Image
                        src={product.image.url}
                        alt={product.image.label ?? product.name}
                        {...cardImage}
                      />
                    ) : null}
                    <span className="product-grid__name">{product.name}</span>
                  </Link>
                  <Price
                    value={product.price}
                    specialValue={product.specialPrice ?? undefined}
                    taxLabel={taxLabel}
                  />
                  <span
                    className="product-grid__stock"
                    data-state={product.inStock ? 'in-stock' : 'out-of-stock'}
                  >
                    {translate(product.inStock ? 'product.inStock' : 'product.outOfStock')}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {pagination.totalPages > 1 ? (
            <nav className="pagination" aria-label={translate('navigation.pagination')}>
              {pagination.previousHref ? (
                <Link href={pagination.previousHref} rel="prev">
                  {translate('navigation.previousPage')}
                </Link>
              ) : null}
              <span aria-current="page">
                {translate('navigation.pageOf', {
                  page: pagination.currentPage,
                  pages: pagination.totalPages,
                })}
              </span>
              {pagination.nextHref ? (
                <Link href={pagination.nextHref} rel="next">
                  {translate('navigation.nextPage')}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </section>
      ) : null}
    </article>
  );
}
