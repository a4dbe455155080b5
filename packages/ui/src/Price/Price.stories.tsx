import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './Price';

const meta = {
  title: 'Commerce/Price',
  component: Price,
  args: { value: '1 234,–', taxLabel: 'inkl. mva' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};

export const Special: Story = {
  args: { value: '1 499,–', specialValue: '1 199,–', specialLabels: { before: 'Før', now: 'Nå' } },
};

export const ExcludingTax: Story = { args: { value: '987,20', taxLabel: 'eks. mva' } };

/** A product sold by quote: words in place of an amount, no tax label. */
export const OnRequest: Story = { args: { value: 'Pris på forespørsel', onRequest: true } };
