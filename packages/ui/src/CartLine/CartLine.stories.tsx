import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buildCartLineLabels, buildCartLines } from '../fixtures/buildCart';
import { CartLine, CartLineList } from './CartLine';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';

const [simple, configurable, bundle] = buildCartLines();

const meta = {
  title: 'Commerce/CartLine',
  component: CartLine,
  subcomponents: { CartLineList },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    item: simple!,
    labels: buildCartLineLabels(),
    onQuantityChange: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Simple: Story = {};

/** A configurable product's chosen variant, without a picture. */
export const WithOptions: Story = { args: { item: configurable! } };

/** A bundle's selections and the line's share of a coupon. */
export const WithDiscount: Story = { args: { item: bundle! } };

/** A quantity the API refused; the line keeps its quantity. */
export const WithMessage: Story = {
  args: { item: { ...simple!, message: 'Det er ikke nok på lager av denne varen.' } },
};

/** While its change is under way. */
export const Busy: Story = { args: { busy: true } };

/** Every line in the list the cart shows them in. */
export const List: Story = {
  render: (args) => (
    <CartLineList aria-label="Varer i handlekurven">
      {buildCartLines().map((item) => (
        <li key={item.id}>
          <CartLine {...args} item={item} />
        </li>
      ))}
    </CartLineList>
  ),
};

/** On the smallest supported phone (320 px). */
export const Mobile: Story = { globals: mobileViewport };

/** At the desktop breakpoint (1024 px). */
export const Desktop: Story = { globals: desktopViewport };
