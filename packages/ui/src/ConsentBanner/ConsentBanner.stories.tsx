import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buildConsentBannerLabels } from '../fixtures/buildConsentBannerLabels';
import { ConsentBanner } from './ConsentBanner';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';

const meta = {
  title: 'Layout/ConsentBanner',
  component: ConsentBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    labels: buildConsentBannerLabels(),
    onAcceptAll: fn(),
    onNecessaryOnly: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a shopper sees on the first visit. */
export const FirstVisit: Story = {};

/** Reopened from the footer after choosing statistics only: the categories, ticked as chosen. */
export const ChangeChoice: Story = {
  args: {
    defaultView: 'choose',
    choice: { statistics: true, marketing: false },
    moreInfo: <a href="/personvern">Les mer om informasjonskapsler</a>,
  },
};

/** On the smallest supported phone (320 px). */
export const Mobile: Story = { globals: mobileViewport };

/** At the desktop breakpoint (1024 px). */
export const Desktop: Story = { globals: desktopViewport };
