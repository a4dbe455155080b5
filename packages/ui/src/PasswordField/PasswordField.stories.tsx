import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: {
    label: 'Passord',
    name: 'password',
    autoComplete: 'current-password',
    required: true,
    labels: { show: 'Vis', hide: 'Skjul' },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A new password with the rules as a hint. */
export const NewPassword: Story = {
  args: {
    label: 'Nytt passord',
    name: 'new_password',
    autoComplete: 'new-password',
    hint: 'Minst 8 tegn, med bokstaver og tall eller spesialtegn',
  },
};

export const WithError: Story = {
  args: {
    label: 'Nytt passord',
    name: 'new_password',
    autoComplete: 'new-password',
    defaultValue: 'traktor',
    hint: 'Minst 8 tegn, med bokstaver og tall eller spesialtegn',
    error: 'Passordet må ha minst 8 tegn',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Traktor-2024' } };
