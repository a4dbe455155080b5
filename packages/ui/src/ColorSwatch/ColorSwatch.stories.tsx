import type { Meta, StoryObj } from '@storybook/react-vite';
import { ColorSwatch } from './ColorSwatch';

const meta = {
  title: 'Commerce/ColorSwatch',
  component: ColorSwatch,
  args: { color: '#c62828', name: 'Rød' },
} satisfies Meta<typeof ColorSwatch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Named: Story = {};

export const Small: Story = { args: { color: '#1d5a31', name: 'Grønn', size: 'sm' } };

/** White keeps a visible border. */
export const White: Story = { args: { color: '#ffffff', name: 'Hvit' } };

/** Beside a visible colour name the swatch is decorative. */
export const BesideItsName: Story = {
  args: { name: undefined },
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
      <ColorSwatch {...args} /> Rød
    </span>
  ),
};
