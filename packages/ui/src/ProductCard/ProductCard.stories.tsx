import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import {
  buildProductCard,
  buildProductCardImages,
  buildProductCards,
} from '../fixtures/buildProductCard';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';
import { ProductCard, type ProductCardCartState, type ProductCardProps } from './ProductCard';

/** The app's side: the heart flips, and adding lasts 1 s (the spec's timing). */
function InteractiveProductCard(props: ProductCardProps) {
  const [wishlisted, setWishlisted] = useState(props.wishlisted ?? false);
  const [cartState, setCartState] = useState<ProductCardCartState>(props.cartState ?? 'idle');
  return (
    <ProductCard
      {...props}
      wishlisted={wishlisted}
      onWishlistToggle={(next) => {
        setWishlisted(next);
        props.onWishlistToggle?.(next);
      }}
      cartState={cartState}
      onAddToCart={() => {
        props.onAddToCart?.();
        setCartState('adding');
        setTimeout(() => setCartState('idle'), 1000);
      }}
    />
  );
}

// The cards' data only: the meta's spies stand in for the callbacks.
const cards: Array<Omit<ProductCardProps, 'onWishlistToggle' | 'onAddToCart'>> =
  buildProductCards();

/** A machine sold by quote, as a listing shows it. */
function quoteCard(): Omit<ProductCardProps, 'onWishlistToggle' | 'onAddToCart'> {
  return {
    ...buildProductCard({
      title: 'Slåmaskin Krone EasyCut R 320',
      href: '/slamaskin-krone-easycut-r-320.html',
      partNumber: { sku: 'MA-KR-77305', originalNumber: null },
      price: 'Pris på forespørsel',
      priceOnRequest: true,
      stock: null,
      rating: null,
      optionsLink: { href: '/slamaskin-krone-easycut-r-320.html', label: 'Be om tilbud' },
    }),
  };
}

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  render: (args) => <InteractiveProductCard {...args} />,
  args: { ...buildProductCard(), onWishlistToggle: fn(), onAddToCart: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, part numbers ("Varenr." and the first "Orig.nr."), rating, price, stock and button. */
export const Default: Story = {};

/** A product without a cross-reference shows its part number alone. */
export const WithoutOriginalNumber: Story = {
  args: { partNumber: { sku: 'SP-HS12-1000', originalNumber: null } },
};

export const SpecialPrice: Story = { args: cards[1] };

/** Four swatches, then "+2". */
export const ManyColors: Story = { args: cards[2] };

/** The shopper's active tractor: this part fits it. */
export const FitsActiveTractor: Story = {
  args: { fit: { fits: true, label: 'Passer Massey Ferguson 35' } },
};

/** The shopper's active tractor: this part does not fit it. */
export const DoesNotFitActiveTractor: Story = {
  args: { fit: { fits: false, label: 'Passer ikke Valtra N134' } },
};

/** The shopper's active tractor and a universal product (oil, tools): never "Passer ikke". */
export const UniversalForActiveTractor: Story = {
  args: { fit: { fits: 'universal', label: 'Universell – passer alle traktorer' } },
};

export const Wishlisted: Story = { args: { wishlisted: true } };

export const Adding: Story = { args: { cartState: 'adding' } };

export const OutOfStock: Story = {
  args: { ...cards[3], addToCartDisabled: true },
};

/** A configurable product: the card links to its page to choose a variant. */
export const NeedsChoices: Story = {
  args: { optionsLink: { href: '/arbeidsbukse.html', label: 'Velg variant' } },
};

/**
 * A product sold by quote: "Pris på forespørsel" in place of a price, no stock status, and a link
 * to its page (where the quote is asked for) in place of the add-to-cart button.
 */
export const QuoteProduct: Story = {
  args: quoteCard(),
};

export const ListLayout: Story = {
  args: { ...cards[1], layout: 'list' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
};

/** Renders the listing's first `count` cards in a grid `width` wide. */
function renderGrid(width: string, count?: number): Story['render'] {
  return (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
        gap: '1rem',
        margin: 0,
        padding: 0,
        listStyle: 'none',
        width,
      }}
    >
      {buildProductCards()
        .slice(0, count)
        .map((card) => (
          <li key={card.href} style={{ display: 'flex' }}>
            <InteractiveProductCard
              {...card}
              onAddToCart={args.onAddToCart}
              onWishlistToggle={args.onWishlistToggle}
            />
          </li>
        ))}
    </ul>
  );
}

const fullWidth: Story['decorators'] = [
  (Story) => (
    <div style={{ maxWidth: 'none' }}>
      <Story />
    </div>
  ),
];

/** A listing: cards in a responsive grid, as the category page lays them out. */
export const Grid: Story = { decorators: fullWidth, render: renderGrid('60rem') };

/** The listing on the smallest supported phone (320 px): one card a row (two cards shown). */
export const GridMobile: Story = {
  decorators: fullWidth,
  render: renderGrid('100%', 2),
  globals: mobileViewport,
};

/** The listing at the desktop breakpoint (1024 px): four cards a row. */
export const GridDesktop: Story = {
  decorators: fullWidth,
  render: renderGrid('100%', 4),
  globals: desktopViewport,
};

/** Two products that share a name (and a picture): the part numbers tell them apart. */
export const SameNameTwoParts: Story = {
  decorators: fullWidth,
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(12rem, 16rem))',
        gap: '1rem',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {[
        { sku: 'SP-HS12-2500-A', originalNumber: 'S.71442', price: '389,–' },
        { sku: 'SP-HS12-2500-B', originalNumber: 'S.71443', price: '429,–' },
      ].map((part) => (
        <li key={part.sku} style={{ display: 'flex' }}>
          <InteractiveProductCard
            {...buildProductCard({
              title: 'Hydraulikkslange 1/2" 2500 mm – Sparex',
              href: `/p/${part.sku}`,
              images: buildProductCardImages('Hydraulikkslange'),
              price: part.price,
              partNumber: { sku: part.sku, originalNumber: part.originalNumber },
            })}
            onAddToCart={args.onAddToCart}
            onWishlistToggle={args.onWishlistToggle}
          />
        </li>
      ))}
    </ul>
  ),
};
