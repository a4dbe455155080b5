import type { Meta, StoryObj } from '@storybook/react-vite';
import { FreeShippingProgress } from './FreeShippingProgress';

const meta = {
  title: 'Commerce/FreeShippingProgress',
  component: FreeShippingProgress,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { progress: 0.75, reached: false, message: '1 500,– igjen til fri frakt' },
} satisfies Meta<typeof FreeShippingProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheWay: Story = {};

export const Reached: Story = { args: { progress: 1, reached: true, message: 'Du har fri frakt' } };
