import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildActiveTractorBarLabels } from '../fixtures/buildTractors';
import { ActiveTractorBar } from './ActiveTractorBar';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';

const meta = {
  title: 'Commerce/ActiveTractorBar',
  component: ActiveTractorBar,
  args: {
    tractor: { title: 'Massey Ferguson 6480', licensePlate: 'AB12345' },
    href: '/my-tractors',
    labels: buildActiveTractorBarLabels(),
  },
} satisfies Meta<typeof ActiveTractorBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active tractor found by its plate. */
export const Active: Story = {};

/** An active tractor chosen in the part finder (no plate). */
export const WithoutPlate: Story = { args: { tractor: { title: 'Valtra N134' } } };

/** Tractors saved, none active. */
export const NoneActive: Story = { args: { tractor: null } };

/** A narrow screen: the name is cut, the link stays. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { tractor: { title: 'Deutz-Fahr Agrotron 6190 TTV Warrior', licensePlate: 'XY98765' } },
};

/** On the smallest supported phone (320 px). */
export const Mobile: Story = { globals: mobileViewport };

/** At the desktop breakpoint (1024 px). */
export const Desktop: Story = { globals: desktopViewport };
