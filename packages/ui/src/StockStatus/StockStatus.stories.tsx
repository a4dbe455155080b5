import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildStockStatusLabels } from '../fixtures/buildProductCard';
import { StockStatus } from './StockStatus';

const meta = {
  title: 'Commerce/StockStatus',
  component: StockStatus,
  args: { status: 'in-stock', labels: buildStockStatusLabels() },
} satisfies Meta<typeof StockStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};

export const OnlyFewLeft: Story = { args: { onlyLeft: 3 } };

export const OutOfStock: Story = { args: { status: 'out-of-stock' } };
