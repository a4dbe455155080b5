import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildSpecifications } from '../fixtures/buildProductInfo';
import { SpecificationsTable } from './SpecificationsTable';

const meta = {
  title: 'Commerce/SpecificationsTable',
  component: SpecificationsTable,
  args: { caption: 'Spesifikasjoner', rows: buildSpecifications() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SpecificationsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const HiddenCaption: Story = { args: { hideCaption: true } };
