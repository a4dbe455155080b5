import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { buildMegaMenuItems } from '../fixtures/buildMegaMenuItems';
import { Link } from '../Link/Link';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { TotalBar } from '../TotalBar/TotalBar';
import { Sidebar } from './Sidebar';

const meta = {
  title: 'Overlays/Sidebar',
  component: Sidebar,
  args: {
    title: 'Handlekurv',
    labels: { close: 'Lukk' },
    onOpenChange: fn(),
    trigger: <Button variant="secondary">Vis handlekurv</Button>,
    children: <p>Handlekurven din er tom.</p>,
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cart: Story = { args: { defaultOpen: true } };

/** A footer that stays in view while the content scrolls: the cart's total and checkout link. */
export const WithFooter: Story = {
  args: {
    defaultOpen: true,
    children: Array.from({ length: 20 }, (_, index) => <p key={index}>Vare {index + 1}</p>),
    footer: (
      <TotalBar
        label="Totalt inkl. mva"
        total="1 235,–"
        action={
          <Link href="/checkout" className="ap-button ap-button--primary ap-button--lg">
            Gå til kassen
          </Link>
        }
      />
    ),
  },
};

/** The mobile menu: from the left, holding the MobileMenu. */
export const MobileMenuSidebar: Story = {
  args: {
    defaultOpen: true,
    side: 'left',
    title: 'Meny',
    labels: { close: 'Lukk meny' },
    trigger: <Button variant="ghost">Meny</Button>,
    children: (
      <MobileMenu
        items={buildMegaMenuItems()}
        labels={{ navigation: 'Hovedmeny', submenu: (title) => `Undermeny for ${title}` }}
      />
    ),
  },
};
