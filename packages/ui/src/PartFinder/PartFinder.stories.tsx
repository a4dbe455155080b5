import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DropdownOption } from '../Dropdown/filterDropdownOptions';
import { buildBrandOptions } from '../fixtures/buildDropdownOptions';
import {
  buildFinderOptions,
  buildLicensePlateFinderLabels,
  buildModelOptions,
  buildPartFinderLabels,
  buildPartFinderList,
} from '../fixtures/buildPartFinder';
import { LicensePlateFinder } from '../LicensePlateFinder/LicensePlateFinder';
import {
  PartFinder,
  type PartFinderListName,
  type PartFinderListStatus,
  type PartFinderProps,
} from './PartFinder';

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

/** The finders' slugs, as the shop's part-finder addresses use them (`/parts/:finder/…`). */
const finderSlugs: Record<string, string> = {
  '1': 'traktor',
  '2': 'skurtresker',
  '3': 'gressklipper',
};

/** The brands of a finder: the tractor brands for finder 1, two combine brands otherwise. */
function brandsOf(finder: string): DropdownOption[] {
  return finder === '1'
    ? buildBrandOptions()
    : [
        { value: 'claas', label: 'Claas' },
        { value: 'john-deere', label: 'John Deere' },
      ];
}

/** The models of a brand; Valtra has none here (the empty state). */
function modelsOf(brand: string): DropdownOption[] {
  return brand === 'valtra' ? [] : buildModelOptions();
}

/** Called by the demo's Show with the parts page the shop opens for the choice (slugs). */
const openPartsPage = fn().mockName('openPartsPage');

/** How long the demo's lists take to "load". */
const loadDelay = 20;

/**
 * The app's side of the widget, as the shop's part-finder machine does it (spec §4): finder 1 by
 * default; choosing a finder clears brand and model and loads its brands, choosing a brand
 * clears the model and loads its models, choosing the same value again does nothing; Show only
 * with all three; Reset goes back to finder 1. With `failFirstBrandsLoad` the brands start failed.
 */
function PartFinderDemo({
  failFirstBrandsLoad = false,
  onChoose,
  onRetry,
  onShow,
  onReset,
  ...props
}: PartFinderProps & { failFirstBrandsLoad?: boolean }) {
  const [finder, setFinder] = useState('1');
  const [brand, setBrand] = useState<string | null>(null);
  const [model, setModel] = useState<string | null>(null);
  const [brandsStatus, setBrandsStatus] = useState<PartFinderListStatus>(
    failFirstBrandsLoad ? 'error' : 'success',
  );
  const [modelsStatus, setModelsStatus] = useState<PartFinderListStatus>('idle');

  function load(setStatus: (status: PartFinderListStatus) => void) {
    setStatus('loading');
    setTimeout(() => setStatus('success'), loadDelay);
  }

  function choose(list: PartFinderListName, value: string) {
    onChoose?.(list, value);
    if (list === 'finders' && value !== finder) {
      setFinder(value);
      setBrand(null);
      setModel(null);
      setModelsStatus('idle');
      load(setBrandsStatus);
    } else if (list === 'brands' && value !== brand) {
      setBrand(value);
      setModel(null);
      load(setModelsStatus);
    } else if (list === 'models') {
      setModel(value);
    }
  }

  const modelLabel = modelsOf(brand ?? '').find((option) => option.value === model)?.label;

  return (
    <PartFinder
      {...props}
      finders={buildPartFinderList({
        options: buildFinderOptions(),
        value: finder,
        status: 'success',
      })}
      brands={buildPartFinderList({
        options: brandsStatus === 'success' ? brandsOf(finder) : [],
        value: brand,
        status: brandsStatus,
      })}
      models={buildPartFinderList({
        options: modelsStatus === 'success' && brand ? modelsOf(brand) : [],
        value: model,
        status: modelsStatus,
        disabled: brand === null,
      })}
      showDisabled={model === null}
      onChoose={choose}
      onRetry={(list) => {
        onRetry?.(list);
        if (list === 'brands') load(setBrandsStatus);
      }}
      onShow={() => {
        onShow?.();
        openPartsPage(`/parts/${finderSlugs[finder] ?? finder}/${brand ?? ''}/${modelLabel ?? ''}`);
      }}
      onReset={() => {
        onReset?.();
        setFinder('1');
        setBrand(null);
        setModel(null);
        setModelsStatus('idle');
        load(setBrandsStatus);
      }}
    />
  );
}

/** Opens a dropdown of the widget by its label and picks an option, as a shopper does. */
async function pick(canvasElement: HTMLElement, label: RegExp, option: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: label }));
  await userEvent.click(await canvas.findByRole('option', { name: option }));
}

/**
 * A shopper finds parts: brand (its models load), model, Show — which opens the parts page by
 * slugs; the same finder again keeps the choice, another finder clears brand and model, Reset
 * goes back to Traktor.
 */
export const FindingParts: Story = {
  render: (args) => <PartFinderDemo {...args} />,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const show = canvas.getByRole('button', { name: 'Vis deler' });
    const modelButton = () => canvas.getByRole('button', { name: /^Modell/ });

    await step('finder 1 is chosen; model and Show wait', async () => {
      await expect(canvas.getByRole('button', { name: /^Type/ })).toHaveTextContent('Traktor');
      await expect(modelButton()).toBeDisabled();
      await expect(show).toBeDisabled();
    });

    await step('a brand enables the model once its models load', async () => {
      await pick(canvasElement, /^Merke/, 'Massey Ferguson');
      await expect(args.onChoose).toHaveBeenLastCalledWith('brands', 'massey-ferguson');
      await waitFor(() => expect(modelButton()).toBeEnabled());
      await expect(show).toBeDisabled();
    });

    await step('a model enables Show', async () => {
      await pick(canvasElement, /^Modell/, '6480');
      await expect(args.onChoose).toHaveBeenLastCalledWith('models', '14');
      await expect(show).toBeEnabled();
    });

    await step('the same finder again changes nothing', async () => {
      await pick(canvasElement, /^Type/, 'Traktor');
      await expect(canvas.getByRole('button', { name: /^Merke/ })).toHaveTextContent(
        'Massey Ferguson',
      );
      await expect(show).toBeEnabled();
    });

    await step('Show opens the parts page of the choice', async () => {
      await userEvent.click(show);
      await expect(args.onShow).toHaveBeenCalledTimes(1);
      await expect(openPartsPage).toHaveBeenCalledWith('/parts/traktor/massey-ferguson/6480');
    });

    await step('another finder clears brand and model', async () => {
      await pick(canvasElement, /^Type/, 'Skurtresker');
      await expect(args.onChoose).toHaveBeenLastCalledWith('finders', '2');
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: /^Merke/ })).toHaveTextContent('Velg merke'),
      );
      await expect(modelButton()).toBeDisabled();
      await expect(show).toBeDisabled();
    });

    await step('Reset goes back to Traktor', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Nullstill' }));
      await expect(args.onReset).toHaveBeenCalledTimes(1);
      await expect(canvas.getByRole('button', { name: /^Type/ })).toHaveTextContent('Traktor');
      await waitFor(() => expect(canvas.getByRole('button', { name: /^Merke/ })).toBeEnabled());
    });
  },
};

/**
 * The brands failed to load: the message and Prøv igjen, which loads them; a brand without
 * models says so and keeps Show disabled. Ends on that empty state.
 */
export const RetryAndNoModels: Story = {
  render: (args) => <PartFinderDemo {...args} failFirstBrandsLoad />,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('a failed list offers a retry', async () => {
      await expect(canvas.getByRole('alert')).toHaveTextContent('Vi kunne ikke hente merkene.');
      await expect(canvas.getByRole('button', { name: /^Merke/ })).toBeDisabled();
      await userEvent.click(canvas.getByRole('button', { name: 'Prøv igjen' }));
      await expect(args.onRetry).toHaveBeenCalledWith('brands');
      await waitFor(() => expect(canvas.getByRole('button', { name: /^Merke/ })).toBeEnabled());
      await expect(canvas.queryByRole('alert')).toBeNull();
    });

    await step('a brand without models', async () => {
      await pick(canvasElement, /^Merke/, 'Valtra');
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: /^Modell/ })).toHaveTextContent('Ingen å velge'),
      );
      await expect(canvas.getByRole('button', { name: /^Modell/ })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Vis deler' })).toBeDisabled();
    });
  },
};
