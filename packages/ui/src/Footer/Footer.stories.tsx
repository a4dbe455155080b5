import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildFooterColumns } from '../fixtures/buildFooterColumns';
import { Footer } from './Footer';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    columns: buildFooterColumns(),
    labels: { navigation: 'Bunnmeny', contact: 'Kontakt oss' },
    contact: (
      <address style={{ fontStyle: 'normal' }}>
        Agri Deler AS
        <br />
        Industrivegen 12, 2850 Lena
        <br />
        <a href="tel:+4761150000">61 15 00 00</a>
        <br />
        <a href="mailto:post@agrideler.no">post@agrideler.no</a>
      </address>
    ),
    bottomText: '© Agri Deler AS · Org.nr. 999 999 999 · Alle priser i NOK',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutContact: Story = { args: { contact: undefined } };

/** On the smallest supported phone (320 px). */
export const Mobile: Story = { globals: mobileViewport };

/** At the desktop breakpoint (1024 px). */
export const Desktop: Story = { globals: desktopViewport };
