import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildLicensePlateFinderLabels } from '../fixtures/buildPartFinder';
import {
  LicensePlateFinder,
  type LicensePlateChoice,
  type LicensePlateFinderMessage,
  type LicensePlateFinderProps,
} from './LicensePlateFinder';

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

const wayOn = [
  { label: 'Søk på type, merke og modell', href: '/parts', onClick: fn() },
  { label: 'Ring oss: 62 00 00 00', href: 'tel:+4762000000' },
];

/** The registry knows the vehicle, the finder does not: what the registry said, and ways on. */
export const NotFound: Story = {
  args: {
    value: 'GRAS',
    searchDisabled: false,
    message: {
      text: 'Vi fant ikke traktoren din. Den modellen har vi ikke i delesøket.',
      tone: 'status',
    },
    found: 'Registeret: Fiat 880 DT (1985)',
    actions: wayOn,
  },
};

/** A partial match: what the registry said, and the model select. */
export const PartialMatch: Story = {
  args: {
    value: 'WF 91091',
    searchDisabled: false,
    found: 'Registeret: Valtra G135 Versu (2015)',
    modelChoice: {
      options: [
        { value: '31', label: 'G105' },
        { value: '32', label: 'G135' },
      ],
      value: null,
    },
    confirmDisabled: true,
  },
};

/** The registry could not verify the plate (an error, with the form kept). */
export const CannotVerify: Story = {
  args: {
    value: 'ZZ 99999',
    searchDisabled: false,
    message: {
      text: 'Vi kunne ikke verifisere dette registreringsnummeret. Ingen kjøretøy er registrert med dette nummeret.',
      tone: 'alert',
    },
    actions: wayOn,
  },
};

/** The registry did not answer: try again, or another way on. */
export const RegistryUnavailable: Story = {
  args: {
    value: 'ZZ 50300',
    searchDisabled: false,
    message: {
      text: 'Vi kunne ikke verifisere dette registreringsnummeret. Kjøretøyregisteret svarer ikke akkurat nå.',
      tone: 'alert',
    },
    actions: [
      { label: 'Prøv igjen', href: '/parts?licensePlate=ZZ50300', onClick: fn() },
      ...wayOn,
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Prøv igjen' }));
    await expect(args.actions?.[0]?.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Ring oss: 62 00 00 00' })).toHaveAttribute(
      'href',
      'tel:+4762000000',
    );
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

/** Called by the demo with the plate it looks up: spaces stripped, upper case (spec §5). */
const lookUpPlate = fn().mockName('lookUpPlate');

/** Called by the demo with the part-finder page a finished look-up opens. */
const openFinderPage = fn().mockName('openFinderPage');

const notFound: LicensePlateFinderMessage = { text: 'Vi fant ikke traktoren din', tone: 'status' };
const cannotVerify = 'Vi kunne ikke verifisere dette registreringsnummeret.';

/**
 * The app's side of the finder, with a tiny registry: `AX1234` is one Massey Ferguson 135 (the
 * look-up goes straight to its parts), `BT5678` is registered as "Ferguson", which matches two
 * brands (a brand select), anything else of letters and digits is not found, and a plate with
 * other characters cannot be verified. Search needs 3 characters without spaces.
 */
function LicensePlateFinderDemo({
  onValueChange,
  onSearch,
  onChoose,
  onConfirm,
  onReset,
  ...props
}: LicensePlateFinderProps) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [brandChoice, setBrandChoice] = useState<LicensePlateChoice | null>(null);
  const [message, setMessage] = useState<LicensePlateFinderMessage | null>(null);
  const plate = value.replace(/\s+/g, '').toUpperCase();

  function search() {
    onSearch?.();
    lookUpPlate(plate);
    setMessage(null);
    setBrandChoice(null);
    setBusy(true);
    setTimeout(() => {
      setBusy(false);
      if (!/^[A-Z0-9]+$/.test(plate)) {
        setMessage({
          text: `${cannotVerify} Et registreringsnummer har bare bokstaver og tall.`,
          tone: 'alert',
        });
      } else if (plate === 'AX1234') {
        openFinderPage('/parts/traktor/massey-ferguson/135');
      } else if (plate === 'BT5678') {
        setBrandChoice({
          options: [
            { value: 'massey-ferguson', label: 'Massey Ferguson' },
            { value: 'ferguson', label: 'Ferguson' },
          ],
          value: null,
        });
      } else {
        setMessage(notFound);
      }
    }, 20);
  }

  return (
    <LicensePlateFinder
      {...props}
      value={value}
      onValueChange={(next) => {
        onValueChange?.(next);
        setValue(next);
      }}
      searchDisabled={plate.length < 3}
      busy={busy}
      onSearch={search}
      brandChoice={brandChoice}
      onChoose={(choice, chosen) => {
        onChoose?.(choice, chosen);
        setBrandChoice((current) => current && { ...current, value: chosen });
      }}
      confirmDisabled={!brandChoice?.value}
      onConfirm={() => {
        onConfirm?.();
        openFinderPage(`/parts/traktor/${brandChoice?.value ?? ''}`);
      }}
      onReset={() => {
        onReset?.();
        setValue('');
        setBrandChoice(null);
        setMessage(null);
      }}
      message={message}
    />
  );
}

/**
 * A shopper types a plate with spaces: Søk waits for 3 characters (spaces do not count), the
 * look-up gets the plate without spaces in upper case and opens the tractor's parts; an unknown
 * plate says so and keeps the form; a plate of other characters cannot be verified (an alert).
 */
export const SearchingByPlate: Story = {
  render: (args) => <LicensePlateFinderDemo {...args} />,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Registreringsnummer' });
    const search = canvas.getByRole('button', { name: 'Søk' });

    await step('Søk waits for 3 characters, spaces not counted', async () => {
      await expect(search).toBeDisabled();
      await userEvent.type(field, 'a x');
      await expect(search).toBeDisabled();
      await userEvent.keyboard('{Enter}');
      await expect(lookUpPlate).not.toHaveBeenCalled();
      await userEvent.type(field, ' 1234');
      await expect(search).toBeEnabled();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('a x 1234');
    });

    await step('the look-up gets the plate normalised and opens the parts', async () => {
      await userEvent.click(search);
      await expect(args.onSearch).toHaveBeenCalledTimes(1);
      await expect(lookUpPlate).toHaveBeenCalledWith('AX1234');
      await waitFor(() =>
        expect(openFinderPage).toHaveBeenCalledWith('/parts/traktor/massey-ferguson/135'),
      );
    });

    await step('an unknown plate says so and keeps the form', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, 'ZZ 11111{Enter}');
      await expect(lookUpPlate).toHaveBeenLastCalledWith('ZZ11111');
      await waitFor(() =>
        expect(canvas.getByRole('status')).toHaveTextContent('Vi fant ikke traktoren din'),
      );
      await expect(field).toHaveValue('ZZ 11111');
    });

    await step('other characters cannot be verified', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, 'AB-123{Enter}');
      await waitFor(() =>
        expect(canvas.getByRole('alert')).toHaveTextContent(
          'Vi kunne ikke verifisere dette registreringsnummeret. Et registreringsnummer har bare bokstaver og tall.',
        ),
      );
      await expect(openFinderPage).toHaveBeenCalledTimes(1);
    });
  },
};

/**
 * A plate registered under a name that matches two brands: the shopper picks one, Vis deler
 * opens that brand's models; Reset clears everything.
 */
export const ChoosingABrand: Story = {
  render: (args) => <LicensePlateFinderDemo {...args} />,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Registreringsnummer' });

    await step('the look-up offers the brands', async () => {
      await userEvent.type(field, 'bt 5678{Enter}');
      const brand = await canvas.findByRole('combobox', { name: 'Merke' });
      await expect(canvas.getByRole('button', { name: 'Vis deler' })).toBeDisabled();
      await userEvent.selectOptions(brand, 'Ferguson');
      await expect(args.onChoose).toHaveBeenCalledWith('brand', 'ferguson');
    });

    await step('Vis deler opens the brand', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Vis deler' }));
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
      await expect(openFinderPage).toHaveBeenCalledWith('/parts/traktor/ferguson');
    });

    await step('Reset clears everything', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Nullstill' }));
      await expect(args.onReset).toHaveBeenCalledTimes(1);
      await expect(field).toHaveValue('');
      await expect(canvas.queryByRole('combobox', { name: 'Merke' })).toBeNull();
      await expect(canvas.getByRole('button', { name: 'Søk' })).toBeDisabled();
    });
  },
};
