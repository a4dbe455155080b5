import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';
import { QuickOrderTable } from './QuickOrderTable';

const labels = {
  caption: 'Resultat: 4 linjer',
  line: 'Linje',
  product: 'Vare',
  quantity: 'Antall',
  price: 'Pris',
  status: 'Status',
  ready: 'Klar',
  error: 'Feil:',
};

const meta = {
  title: 'Cart/QuickOrderTable',
  component: QuickOrderTable,
  args: {
    labels,
    rows: [
      {
        key: 'a',
        lines: '1, 4',
        partNumber: 'RE 504836',
        name: 'Oljefilter John Deere',
        href: '/oljefilter-john-deere.html',
        sku: 'JD-RE504836',
        quantity: 3,
        price: '249,–',
        stock: 'På lager',
      },
      {
        key: 'b',
        lines: '2',
        partNumber: '3595854 M1',
        name: 'Drivstoffilter Massey Ferguson',
        href: '/drivstoffilter-mf.html',
        sku: 'MF-3595854M1',
        quantity: 1,
        price: '189,–',
        stock: 'Bare 2 igjen',
      },
      {
        key: 'c',
        lines: '3',
        partNumber: 'ZZ-999',
        quantity: 1,
        problem: 'Fant ingen vare med dette nummeret.',
      },
      {
        key: 'd',
        lines: '5',
        partNumber: 'AL78405;0',
        quantity: null,
        problem: 'Antallet må være et helt tall fra 1 til 9999.',
      },
    ],
  },
} satisfies Meta<typeof QuickOrderTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Found products ready to add, a part number nobody has and a line that could not be read. */
export const WithErrors: Story = {};

/** After the add: what went into the cart, and a row the cart refused. */
export const AfterAdding: Story = {
  args: {
    labels: { ...labels, caption: 'Resultat: 2 linjer' },
    rows: [
      {
        key: 'a',
        lines: '1',
        partNumber: 'RE504836',
        name: 'Oljefilter John Deere',
        sku: 'JD-RE504836',
        quantity: 2,
        price: '249,–',
        stock: 'På lager',
        outcome: 'Lagt i handlekurven',
      },
      {
        key: 'b',
        lines: '2',
        partNumber: 'AL78405',
        name: 'Hydraulikkfilter',
        sku: 'JD-AL78405',
        quantity: 40,
        price: '612,–',
        stock: 'Bare 3 igjen',
        problem: 'Bare 3 på lager.',
      },
    ],
  },
};

/** On a phone: the price under the name, not in its own column. */
export const Mobile: Story = { globals: mobileViewport };

/** At the desktop breakpoint (1024 px). */
export const Desktop: Story = { globals: desktopViewport };
