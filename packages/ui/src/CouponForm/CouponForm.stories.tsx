import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buildCouponFormLabels } from '../fixtures/buildCart';
import { CouponForm } from './CouponForm';

const meta = {
  title: 'Commerce/CouponForm',
  component: CouponForm,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    appliedCode: null,
    onApply: fn(),
    onRemove: fn(),
    labels: buildCouponFormLabels(),
  },
} satisfies Meta<typeof CouponForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Refused: Story = { args: { error: 'Rabattkoden er ikke gyldig.' } };

export const Applied: Story = { args: { appliedCode: 'VAAR10' } };

/** While the code is being checked: the field and button wait. */
export const Busy: Story = { args: { busy: true } };

/** While the applied code is being removed. */
export const BusyRemoving: Story = { args: { appliedCode: 'VAAR10', busy: true } };
