import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ItemsPerPageSelect } from './ItemsPerPageSelect';

const meta = {
  title: 'Listing/ItemsPerPageSelect',
  component: ItemsPerPageSelect,
  args: {
    options: [12, 24, 48],
    defaultValue: 12,
    labels: { label: 'Vis per side', option: (count) => `${count} varer` },
    onChange: fn(),
  },
} satisfies Meta<typeof ItemsPerPageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
