import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buildLicensePlateFinderLabels } from '../fixtures/buildPartFinder';
import { LicensePlateFinder } from './LicensePlateFinder';

const meta = {
  title: 'Finders/LicensePlateFinder',
  component: LicensePlateFinder,
  args: {
    labels: buildLicensePlateFinderLabels(),
    value: '',
    searchDisabled: true,
    onValueChange: fn(),
    onSearch: fn(),
    onChoose: fn(),
    onConfirm: fn(),
    onReset: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LicensePlateFinder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the search button is disabled below 3 characters. */
export const Empty: Story = {};

export const Typed: Story = { args: { value: 'AX 1234', searchDisabled: false } };

export const Searching: Story = { args: { value: 'AX 1234', busy: true } };

/** One registered make matches several brands: the shopper picks one. */
export const BrandChoice: Story = {
  args: {
    value: 'AX 1234',
    searchDisabled: false,
    brandChoice: {
      options: [
        { value: 'Massey Ferguson', label: 'Massey Ferguson' },
        { value: 'Ferguson', label: 'Ferguson' },
      ],
      value: null,
    },
    confirmDisabled: true,
  },
};

/** A brand in several finders, then its models. */
export const FinderAndModelChoice: Story = {
  args: {
    value: 'AX 1234',
    searchDisabled: false,
    finderChoice: {
      options: [
        { value: '1', label: 'Traktor' },
        { value: '2', label: 'Skurtresker' },
      ],
      value: '1',
    },
    modelChoice: {
      options: [
        { value: '11', label: '135' },
        { value: '12', label: '165' },
      ],
      value: null,
    },
    confirmDisabled: true,
  },
};

export const NotFound: Story = {
  args: {
    value: 'AX 1234',
    searchDisabled: false,
    message: { text: 'Vi fant ikke traktoren din', tone: 'status' },
  },
};

/** The registry could not verify the plate (an error, with the form kept). */
export const CannotVerify: Story = {
  args: {
    value: 'ZZ 99999',
    searchDisabled: false,
    message: { text: 'Vi kunne ikke verifisere dette registreringsnummeret.', tone: 'alert' },
  },
};

/** Disabled: nothing typed yet and a look-up running elsewhere. */
export const Disabled: Story = { args: { busy: true } };

/** Before the page's scripts run: a plain GET form, Reset as a link. */
export const WithoutScripts: Story = {
  args: {
    action: '/parts',
    value: 'AX 1234',
    onSearch: undefined,
    onConfirm: undefined,
    onChoose: undefined,
    onReset: undefined,
    resetHref: '/parts',
  },
};
