import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { mobileViewport } from '../docs/storyViewports';
import { Link } from '../Link/Link';
import { TotalBar } from './TotalBar';

const meta = {
  title: 'Commerce/TotalBar',
  component: TotalBar,
  args: {
    label: 'Totalt inkl. mva',
    total: '1 235,–',
    action: <Button onClick={fn()}>Fullfør bestillingen</Button>,
  },
} satisfies Meta<typeof TotalBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The checkout's bar on a phone: the total and placing the order. */
export const PlaceOrder: Story = {};

/** The cart sidebar's footer: the total and the link to the checkout. */
export const CartFooter: Story = {
  args: {
    action: (
      <Link href="/checkout" className="ap-button ap-button--primary ap-button--lg">
        Gå til kassen
      </Link>
    ),
  },
};

/** Why placing the order failed, above the total. */
export const WithMessage: Story = {
  args: {
    message: (
      <p role="alert">
        Velg leveringsadresse, leveringsmåte og betaling før du fullfører bestillingen.
      </p>
    ),
  },
};

/** Stuck to the bottom of a page that scrolls under it. */
export const Sticky: Story = {
  args: { sticky: true },
  decorators: [
    (Story) => (
      <div>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>Linje {index + 1} i bestillingen</p>
        ))}
        <Story />
      </div>
    ),
  ],
};

/** On the smallest supported phone (320 px): the action moves under the total if it must. */
export const Mobile: Story = { globals: mobileViewport };
