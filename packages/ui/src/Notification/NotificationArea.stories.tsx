import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';
import { NotificationArea, type NotificationAreaItem } from './NotificationArea';

const initial: NotificationAreaItem[] = [
  { id: 1, type: 'success', message: 'Du la Oljefilter Massey Ferguson 35 i handlekurven.' },
  { id: 2, type: 'warning', message: 'Kun 2 igjen på lager.' },
  {
    id: 3,
    type: 'danger',
    title: 'Feil i ønskelisten',
    message: 'Varen kunne ikke legges i handlekurven.',
  },
];

function DismissableArea() {
  const [notifications, setNotifications] = useState(initial);
  return (
    <NotificationArea
      notifications={notifications}
      onDismiss={(id) => setNotifications((current) => current.filter((n) => n.id !== id))}
      labels={{ region: 'Meldinger', dismiss: 'Lukk melding' }}
    />
  );
}

const meta = {
  title: 'Feedback/NotificationArea',
  component: NotificationArea,
  parameters: { layout: 'fullscreen' },
  args: { notifications: initial, labels: { region: 'Meldinger', dismiss: 'Lukk melding' } },
} satisfies Meta<typeof NotificationArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three messages, each dismissable. */
export const Stacked: Story = { render: () => <DismissableArea /> };

export const Empty: Story = { args: { notifications: [] } };

/** On a phone the messages sit across the bottom of the screen. */
export const Mobile: Story = { render: () => <DismissableArea />, globals: mobileViewport };

/** From 768 px they stack in the bottom right corner, 24 rem wide, clear of the header. */
export const Desktop: Story = { render: () => <DismissableArea />, globals: desktopViewport };
