import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buildProductCards } from '../fixtures/buildProductCard';
import { ProductCard } from '../ProductCard/ProductCard';
import { Carousel } from './Carousel';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';

const onAddToCart = fn();

const meta = {
  title: 'Commerce/Carousel',
  component: Carousel,
  parameters: { layout: 'padded' },
  args: {
    title: 'Populære produkter',
    labels: { previous: 'Forrige produkter', next: 'Neste produkter' },
    children: buildProductCards().map((card) => (
      <ProductCard key={card.href} {...card} headingLevel={3} onAddToCart={onAddToCart} />
    )),
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four per view on a desktop, two below 1024 px. */
export const Products: Story = {};

export const Mobile: Story = { globals: mobileViewport };

/** At the desktop breakpoint (1024 px). */
export const Desktop: Story = { globals: desktopViewport };
