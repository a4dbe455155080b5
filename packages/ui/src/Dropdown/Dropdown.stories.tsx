import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buildBrandOptions } from '../fixtures/buildDropdownOptions';
import { Dropdown } from './Dropdown';

const meta = {
  title: 'Forms/Dropdown',
  component: Dropdown,
  args: {
    options: buildBrandOptions(),
    labels: { label: 'Merke', filter: 'Filtrer merker', noResults: 'Ingen treff' },
    placeholder: 'Velg merke',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem', minHeight: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chosen: Story = { args: { defaultValue: 'massey-ferguson' } };

/** A filter field narrows long lists (brands, models). */
export const Filterable: Story = { args: { filterable: true } };

/** Model is disabled until a brand is chosen. */
export const Disabled: Story = {
  args: { disabled: true, labels: { label: 'Modell' }, placeholder: 'Velg modell' },
};
