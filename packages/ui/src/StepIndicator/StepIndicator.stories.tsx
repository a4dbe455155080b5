import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileViewport } from '../docs/storyViewports';
import { StepIndicator } from './StepIndicator';

const meta = {
  title: 'Commerce/StepIndicator',
  component: StepIndicator,
  args: {
    steps: [
      { id: 'account', label: 'Konto' },
      { id: 'order', label: 'Levering og betaling' },
      { id: 'thankyou', label: 'Bekreftelse' },
    ],
    current: 'order',
    labels: { list: 'Steg i kassen', complete: 'fullført' },
  },
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The checkout's order step: the account step done, the confirmation ahead. */
export const Checkout: Story = {};

/** The first step: nothing done yet. */
export const FirstStep: Story = { args: { current: 'account' } };

/** The last step: every step before it done. */
export const LastStep: Story = { args: { current: 'thankyou' } };

/** On the smallest supported phone (320 px): the long label wraps. */
export const Mobile: Story = { globals: mobileViewport };
