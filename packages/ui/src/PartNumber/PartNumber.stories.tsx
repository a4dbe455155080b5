import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildPartNumberLabels } from '../fixtures/buildProductCard';
import { PartNumber } from './PartNumber';

const meta = {
  title: 'Commerce/PartNumber',
  component: PartNumber,
  args: { sku: 'MF-3595854M1', originalNumber: '3595854M1', labels: buildPartNumberLabels() },
} satisfies Meta<typeof PartNumber>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's part number and the first original (OEM) number. */
export const WithOriginalNumber: Story = {};

/** A product without a cross-reference shows its part number alone. */
export const PartNumberOnly: Story = {
  args: { sku: 'SP-HS12-2500', originalNumber: null },
};

/** In a narrow card the two numbers wrap onto two lines, each kept whole. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '9rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { sku: 'VPD7951-SET-2', originalNumber: '8371034M1' },
};
