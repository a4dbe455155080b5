import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  buildWishlistItem,
  buildWishlistItemLabels,
  buildWishlistItems,
} from '../fixtures/buildWishlist';
import { WishlistItem } from './WishlistItem';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';

const [inStock, variant, outOfStock] = buildWishlistItems();

const meta = {
  title: 'Commerce/WishlistItem',
  component: WishlistItem,
  args: {
    ...buildWishlistItem(),
    labels: buildWishlistItemLabels(),
    onAddToCart: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story, { args }) => (
      <div style={{ maxWidth: args.layout === 'grid' || !args.layout ? '16rem' : '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WishlistItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In stock: add to cart and remove. */
export const Default: Story = {};

/** A configurable product with its chosen variant, on offer, few left. */
export const WithVariant: Story = { args: { ...variant } };

/** Out of stock: says why it cannot be added and links to the product. */
export const Unavailable: Story = { args: { ...outOfStock } };

/** While it goes to the cart. */
export const Adding: Story = { args: { state: 'adding' } };

/** A row, for the wishlist page's list view. */
export const ListLayout: Story = { args: { ...inStock, layout: 'list' } };

/** A small row, for the wishlist sidebar. */
export const Compact: Story = { args: { ...variant, layout: 'compact' } };

/** On the smallest supported phone (320 px). */
export const Mobile: Story = { globals: mobileViewport };

/** At the desktop breakpoint (1024 px). */
export const Desktop: Story = { globals: desktopViewport };

/** While it is being removed from the list. */
export const Removing: Story = { args: { state: 'removing' } };

/** Nothing under way: both actions available. */
export const Idle: Story = { args: { state: 'idle' } };

/**
 * A bundle on offer: what it holds, the shopper's note, the date it was added, and the Før/Nå
 * words a screen reader hears before the two prices.
 */
export const BundleWithNote: Story = {
  args: {
    title: 'Servicesett 500 timer, Massey Ferguson 35',
    price: '1 499,–',
    specialPrice: '1 199,–',
    specialPriceLabels: { before: 'Før', now: 'Nå' },
    contents: ['Oljefilter: 1 × Oljefilter MF 35', 'Motorolje: 2 × Motorolje 15W-40, 5 l'],
    description: 'Til vårservicen',
    added: { text: 'Lagt til 21. nov. 2026', dateTime: '2026-11-21T10:00:00.000Z' },
  },
};
