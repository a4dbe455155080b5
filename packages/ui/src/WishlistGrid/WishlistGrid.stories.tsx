import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  buildWishlistGridLabels,
  buildWishlistItemLabels,
  buildWishlistItems,
} from '../fixtures/buildWishlist';
import { WishlistItem, type WishlistItemLayout } from '../WishlistItem/WishlistItem';
import { WishlistGrid } from './WishlistGrid';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';

function items(layout: WishlistItemLayout) {
  return buildWishlistItems().map(({ id, ...item }) => (
    <WishlistItem
      key={id}
      {...item}
      layout={layout}
      labels={buildWishlistItemLabels()}
      onAddToCart={() => undefined}
      onRemove={() => undefined}
    />
  ));
}

const meta = {
  title: 'Commerce/WishlistGrid',
  component: WishlistGrid,
  args: { labels: buildWishlistGridLabels(), children: items('grid') },
} satisfies Meta<typeof WishlistGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three items as tiles. */
export const Default: Story = {};

/** The same items as rows. */
export const List: Story = { args: { layout: 'list', children: items('list') } };

/** Compact rows, as in the wishlist sidebar. */
export const Compact: Story = {
  args: { layout: 'compact', children: items('compact') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
};

/** No items yet, with a way onwards. */
export const Empty: Story = {
  args: { children: [], emptyAction: <a href="/">Finn deler i nettbutikken</a> },
};

/** While the list loads. */
export const Loading: Story = { args: { children: [], status: 'loading' } };

/** The list could not be loaded. */
export const LoadError: Story = {
  args: {
    children: [],
    status: 'error',
    error: (
      <>
        <p style={{ margin: 0 }}>Vi kunne ikke hente ønskelisten.</p>
        <button type="button">Prøv igjen</button>
      </>
    ),
  },
};

/** On the smallest supported phone (320 px). */
export const Mobile: Story = { globals: mobileViewport };

/** At the desktop breakpoint (1024 px). */
export const Desktop: Story = { globals: desktopViewport };
