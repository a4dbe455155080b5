import type { Meta, StoryObj } from '@storybook/react-vite';
import { FitBadge } from './FitBadge';

const meta = {
  title: 'Commerce/FitBadge',
  component: FitBadge,
  args: { fits: true, label: 'Passer Massey Ferguson 6480' },
} satisfies Meta<typeof FitBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The part fits the active tractor. */
export const Fits: Story = {};

/** The part does not fit the active tractor. */
export const DoesNotFit: Story = {
  args: { fits: false, label: 'Passer ikke Massey Ferguson 6480' },
};

/** A universal product (oil, tools, workwear): it fits every machine, never "Passer ikke". */
export const Universal: Story = {
  args: { fits: 'universal', label: 'Universell – passer alle traktorer' },
};

/** Not known (yet): the answer has not come, or could not be loaded. */
export const Unknown: Story = {
  args: { fits: null, label: 'Ukjent om den passer Massey Ferguson 6480' },
};

/** A long name wraps inside a narrow product card rather than being cut. */
export const LongName: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '12rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Passer Deutz-Fahr Agrotron 6190 TTV Warrior' },
};
