import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TopBar } from './TopBar';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    children: 'Fri frakt over 6000 kr – bestill før kl. 14 for sending samme dag',
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const HarvestYellow: Story = {
  args: { backgroundColor: '#f5c518', textColor: '#1f1a00' },
};

export const Dismissible: Story = {
  args: { dismissible: true, onDismiss: fn(), labels: { dismiss: 'Lukk' } },
};

/** The shop's bar: the message in a named landmark, the owner's top menu links at its end. */
export const WithLinks: Story = {
  args: {
    dismissible: true,
    onDismiss: fn(),
    links: [
      { href: '/parts', label: 'Delesøk' },
      { href: '/search?term=tilbud', label: 'Tilbud' },
      { href: '/aktuelt', label: 'Aktuelt' },
      { href: '/faq.html', label: 'Kundeservice' },
      { href: '/kontakt-oss', label: 'Kontakt oss' },
    ],
    labels: { dismiss: 'Lukk', region: 'Kunngjøring', links: 'Snarveier' },
  },
};

/** On the smallest supported phone (320 px). */
export const Mobile: Story = { globals: mobileViewport };

/** At the desktop breakpoint (1024 px). */
export const Desktop: Story = { globals: desktopViewport };
