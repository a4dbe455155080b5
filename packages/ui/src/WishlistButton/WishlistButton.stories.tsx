import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WishlistButton } from './WishlistButton';

const meta = {
  title: 'Commerce/WishlistButton',
  component: WishlistButton,
  args: {
    wishlisted: false,
    onToggle: fn(),
    labels: { add: 'Legg i ønskelisten', added: 'Lagt i ønskelisten' },
  },
} satisfies Meta<typeof WishlistButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not on the wishlist: an outlined heart. */
export const NotWishlisted: Story = {};

/** On the wishlist: a filled heart, the button pressed. */
export const Wishlisted: Story = { args: { wishlisted: true } };

/** While the change is saved. */
export const Busy: Story = { args: { wishlisted: true, busy: true } };
