import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobileViewport } from '../docs/storyViewports';
import { ShipmentTracking, type ShipmentTrackingStep } from './ShipmentTracking';

const labels = {
  timeline: 'Sendingens status',
  done: 'fullført',
  carrier: 'Transportør',
  trackingNumber: 'Sporingsnummer',
  copy: 'Kopier sporingsnummeret',
  copied: 'Sporingsnummeret er kopiert',
  track: (carrier: string) => `Spor pakken hos ${carrier}`,
};

const inTransit: ShipmentTrackingStep[] = [
  {
    id: 'REGISTERED',
    label: 'Registrert',
    state: 'done',
    date: '20.11.2026 kl. 09:00',
    dateTime: '2026-11-20T08:00:00Z',
    location: 'Lillestrøm',
  },
  {
    id: 'HANDED_TO_CARRIER',
    label: 'Levert til transportør',
    state: 'done',
    date: '20.11.2026 kl. 16:00',
    dateTime: '2026-11-20T15:00:00Z',
    location: 'Lillestrøm',
  },
  {
    id: 'IN_TRANSIT',
    label: 'På vei',
    state: 'current',
    date: '21.11.2026 kl. 01:00',
    dateTime: '2026-11-21T00:00:00Z',
    location: 'Bring terminal Alnabru',
  },
  { id: 'OUT_FOR_DELIVERY', label: 'Ute for levering', state: 'upcoming' },
  { id: 'DELIVERED', label: 'Levert', state: 'upcoming' },
];

const meta = {
  title: 'Account/ShipmentTracking',
  component: ShipmentTracking,
  args: {
    title: 'Pakke 000001001-1',
    carrier: 'Posten/Bring',
    trackingNumber: '370722000000012347',
    trackingUrl: 'https://sporing.bring.no/sporing/370722000000012347',
    steps: inTransit,
    labels,
    onCopyTrackingNumber: fn(),
  },
} satisfies Meta<typeof ShipmentTracking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On its way: two stages done, in transit now, two ahead. */
export const InTransit: Story = {};

/** Delivered: every stage done, the last one current. */
export const Delivered: Story = {
  args: {
    steps: inTransit.map((step, index, all) => ({
      ...step,
      state: index === all.length - 1 ? 'current' : 'done',
      date: step.date ?? '22.11.2026 kl. 14:00',
      dateTime: step.dateTime ?? '2026-11-22T13:00:00Z',
      location: step.location ?? 'Hamar',
    })),
  },
};

/** A carrier the shop has no tracking page for: no link, no carrier line. */
export const UnknownCarrier: Story = {
  args: { carrier: null, trackingUrl: null },
};

/**
 * On a 390 px phone: the timeline stays one column, the number and its button wrap. Copying
 * says so in the live region (the interaction tests run axe on the state it leaves).
 */
export const Phone: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getAllByRole('listitem');
    await expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'step',
      null,
      null,
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Kopier sporingsnummeret' }));
    await expect(args.onCopyTrackingNumber).toHaveBeenCalledWith('370722000000012347');
    await expect(canvas.getByRole('status').textContent).toBe('Sporingsnummeret er kopiert');
  },
};
