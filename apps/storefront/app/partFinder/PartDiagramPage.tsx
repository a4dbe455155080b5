import { usePartDiagramSelection } from '@agri-parts/react-hooks';
import { cardCartAction, type PartDiagramPosition } from '@agri-parts/sdk';
import { Breadcrumbs, Button, Link, PartDiagram, type PartDiagramItem } from '@agri-parts/ui';

import { useAddToCart } from '../cart/useAddToCart';
import { useCanBuyOnline } from '../cart/useCanBuyOnline';
import { translate } from '../i18n/translate';
import { usePriceFormatter } from '../price/PriceDisplay';
import { AddSelectedPositions } from './AddSelectedPositions';
import { diagramLabels } from './diagramLabels';
import type { PartDiagramPageData } from './loadPartDiagrams.server';

/** The add button of a position's line, said with its number and part; a link when the page must choose. */
function LineAction({
  position,
  canBuyOnline,
}: {
  position: PartDiagramPosition;
  canBuyOnline: boolean;
}) {
  const { add, adding } = useAddToCart();
  const product = position.product;
  if (!product) return null;
  const name = product.name ?? product.sku;
  const action = cardCartAction(product, { canBuyOnline });
  if (action === 'out-of-stock') return null;
  if (action !== 'add') {
    return <Link href={product.url}>{translate('diagram.productPage')}</Link>;
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={adding}
      onClick={() => void add(product, { quantity: position.quantity })}
    >
      {translate('diagram.addLine')}
      <span className="ap-visually-hidden">
        {`, ${translate('diagram.addLineContext', { position: position.position, name })}`}
      </span>
    </Button>
  );
}

/**
 * `/parts/:finder/:brand/:model/diagram/:assembly`: the assembly's exploded view and its parts
 * list (`PartDiagram`), each line with its price, stock and add button, tick boxes for "add the
 * chosen", and the model's other assemblies. The highlight and ticks are
 * `usePartDiagramSelection`'s; adding goes through `sdk.cart` as the product cards do.
 */
export function PartDiagramPage({
  machine,
  heading,
  breadcrumbs,
  diagram,
  assemblies,
}: PartDiagramPageData) {
  const canBuyOnline = useCanBuyOnline();
  const selection = usePartDiagramSelection(diagram.positions, { canBuyOnline });
  const prices = usePriceFormatter();
  const items: PartDiagramItem[] = diagram.positions.map((position) => {
    const product = position.product;
    return {
      position: position.position,
      x: position.x,
      y: position.y,
      name: product?.name ?? product?.sku ?? translate('diagram.noLongerSold'),
      href: product?.url ?? null,
      partNumber: product?.sku ?? '–',
      quantity: translate('diagram.quantity', { quantity: position.quantity }),
      price: product ? prices.format(product.priceRange.minimum.final.value) : '–',
      stock: !product
        ? translate('diagram.noLongerSold')
        : product.stockStatus === 'out-of-stock'
          ? translate('product.outOfStock')
          : translate('product.inStock'),
      action: <LineAction position={position} canBuyOnline={canBuyOnline} />,
      selectable: product !== null && cardCartAction(product, { canBuyOnline }) === 'add',
    };
  });

  return (
    <article className="part-diagram-page">
      <Breadcrumbs
        items={breadcrumbs}
        labels={{ navigation: translate('navigation.breadcrumbs') }}
      />
      <h1>{heading}</h1>
      <PartDiagram
        image={diagram.image}
        alt={translate('diagram.alt', { assembly: diagram.name })}
        items={items}
        highlighted={selection.highlighted}
        onHighlight={selection.highlight}
        selected={selection.selected}
        onToggleSelected={selection.toggle}
        labels={diagramLabels(diagram.name)}
      />
      <AddSelectedPositions selection={selection} />
      {assemblies.length > 1 ? (
        <nav className="part-diagram-page__others" aria-labelledby="other-assemblies">
          <h2 id="other-assemblies">{translate('diagram.otherAssemblies')}</h2>
          <ul>
            {assemblies.map((assembly) => (
              <li key={assembly.uid}>
                <Link href={assembly.href} aria-current={assembly.current ? 'page' : undefined}>
                  {assembly.name}
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link href={machine.partsHref}>
              {translate('diagram.allParts', {
                brand: machine.brand.name,
                model: machine.model.name,
              })}
            </Link>
          </p>
        </nav>
      ) : null}
    </article>
  );
}
