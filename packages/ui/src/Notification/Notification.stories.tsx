import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Notification } from './Notification';

const meta = {
  title: 'Feedback/Notification',
  component: Notification,
  args: {
    message: 'Du la Oljefilter Massey Ferguson 35 i handlekurven.',
    onDismiss: fn(),
    labels: { dismiss: 'Lukk melding' },
  },
  argTypes: {
    type: {
      control: 'inline-radio',
      options: ['secondary', 'info', 'success', 'warning', 'danger'],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Notification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { args: { type: 'success' } };

export const Info: Story = {
  args: { type: 'info', message: 'Bestillinger før kl. 14 sendes normalt samme dag.' },
};

export const Secondary: Story = { args: { type: 'secondary', message: 'Du er logget ut.' } };

export const Warning: Story = { args: { type: 'warning', message: 'Kun 2 igjen på lager.' } };

export const Danger: Story = {
  args: {
    type: 'danger',
    title: 'Feil i ønskelisten',
    message: 'Varen kunne ikke legges i handlekurven.',
  },
};
