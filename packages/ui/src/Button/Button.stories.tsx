import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Legg i handlekurv', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    type: { control: 'inline-radio', options: ['button', 'submit', 'reset'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Se alle deler' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Nullstill' } };

export const Small: Story = { args: { size: 'sm', children: 'Vis' } };

export const Large: Story = { args: { size: 'lg', children: 'Til kassen' } };

export const Disabled: Story = { args: { disabled: true, children: 'Vis deler' } };

export const FullWidth: Story = { args: { fullWidth: true, children: 'Til kassen' } };
