import type { Meta, StoryObj } from '@storybook/react-vite';
import { SubmitButton } from './SubmitButton';

const meta = {
  title: 'Forms/SubmitButton',
  component: SubmitButton,
  args: { children: 'Logg inn' },
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** The form is on its way: a spinner, `aria-busy`, and clicks do nothing. */
export const Busy: Story = { args: { busy: true, busyLabel: 'Logger inn …' } };

export const BusyWithoutLabel: Story = { args: { busy: true } };

export const Disabled: Story = { args: { disabled: true } };

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg', children: 'Opprett konto' },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Lagre adressen' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Avbryt' } };

export const Small: Story = { args: { size: 'sm', children: 'Bruk' } };
