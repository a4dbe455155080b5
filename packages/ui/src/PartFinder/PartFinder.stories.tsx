import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buildBrandOptions } from '../fixtures/buildDropdownOptions';
import {
  buildFinderOptions,
  buildLicensePlateFinderLabels,
  buildModelOptions,
  buildPartFinderLabels,
  buildPartFinderList,
} from '../fixtures/buildPartFinder';
import { LicensePlateFinder } from '../LicensePlateFinder/LicensePlateFinder';
import { PartFinder } from './PartFinder';

const finders = buildPartFinderList({
  options: buildFinderOptions(),
  value: '1',
  status: 'success',
});
const brands = buildPartFinderList({ options: buildBrandOptions(), status: 'success' });
const modeToggle = {
  label: 'Søk på registreringsnummer',
  onLabel: 'På',
  offLabel: 'Av',
  checked: false,
  onCheckedChange: fn(),
};

const meta = {
  title: 'Finders/PartFinder',
  component: PartFinder,
  args: {
    labels: buildPartFinderLabels(),
    heading: 'Finn deler til maskinen din',
    finders,
    brands,
    models: buildPartFinderList({ disabled: true }),
    showDisabled: true,
    onChoose: fn(),
    onRetry: fn(),
    onShow: fn(),
    onReset: fn(),
    modeToggle,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem', minHeight: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PartFinder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finder 1 chosen by default, its brands loaded; model waits for a brand. */
export const Default: Story = {};

/** Nothing loaded yet: brand and model disabled, Show disabled. */
export const Disabled: Story = {
  args: {
    finders: buildPartFinderList({ options: buildFinderOptions(), status: 'success' }),
    brands: buildPartFinderList({ disabled: true }),
    models: buildPartFinderList({ disabled: true }),
  },
};

export const Loading: Story = {
  args: { brands: buildPartFinderList({ status: 'loading' }) },
};

/** The brands failed to load: a message and a retry button. */
export const LoadError: Story = {
  args: { brands: buildPartFinderList({ status: 'error' }) },
};

/** A brand without models. */
export const Empty: Story = {
  args: {
    brands: { ...brands, value: 'valtra' },
    models: buildPartFinderList({ status: 'success' }),
  },
};

/** All three chosen: Show is enabled. */
export const Ready: Story = {
  args: {
    brands: { ...brands, value: 'massey-ferguson' },
    models: buildPartFinderList({ options: buildModelOptions(), value: '14', status: 'success' }),
    showDisabled: false,
  },
};

/** Before the page's scripts run: a GET form of native selects. */
export const WithoutScripts: Story = {
  args: { formAction: '/parts', modeToggle: undefined },
};

/** The switch on: the licence-plate finder in place of the lists. */
export const LicensePlateMode: Story = {
  args: {
    modeToggle: { ...modeToggle, checked: true },
    alternative: (
      <LicensePlateFinder labels={buildLicensePlateFinderLabels()} value="" searchDisabled />
    ),
  },
};
