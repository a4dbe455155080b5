import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildProductInfoNotes } from '../fixtures/buildProductInfo';
import { ProductInfoNotes } from './ProductInfoNotes';

const meta = {
  title: 'Commerce/ProductInfoNotes',
  component: ProductInfoNotes,
  args: { notes: buildProductInfoNotes(), label: 'Levering' },
} satisfies Meta<typeof ProductInfoNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delivery: Story = {};
