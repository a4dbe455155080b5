import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildBrandOptions } from '../fixtures/buildDropdownOptions';
import { Dropdown } from './Dropdown';

const meta = {
  title: 'Forms/Dropdown',
  component: Dropdown,
  args: {
    options: buildBrandOptions(),
    labels: { label: 'Merke', filter: 'Filtrer merker', noResults: 'Ingen treff' },
    placeholder: 'Velg merke',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem', minHeight: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chosen: Story = { args: { defaultValue: 'massey-ferguson' } };

/** A filter field narrows long lists (brands, models). */
export const Filterable: Story = { args: { filterable: true } };

/** Model is disabled until a brand is chosen. */
export const Disabled: Story = {
  args: { disabled: true, labels: { label: 'Modell' }, placeholder: 'Velg modell' },
};

/** The options of the open list, by their labels. */
function optionLabels(canvasElement: HTMLElement) {
  return within(canvasElement)
    .queryAllByRole('option')
    .map((option) => option.textContent);
}

/**
 * The spec's dropdown filter: typing narrows the options to labels containing the text, in any
 * case; ArrowDown and Enter choose; a filter that matches nothing says so. Ends open on a
 * filtered list.
 */
export const FilteringAndChoosing: Story = {
  args: { filterable: true },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /^Merke/ });

    await step('a click opens the list with the filter focused', async () => {
      await userEvent.click(button);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() =>
        expect(canvas.getByRole('combobox', { name: 'Filtrer merker' })).toHaveFocus(),
      );
      await expect(optionLabels(canvasElement)).toHaveLength(10);
    });

    await step('the filter keeps labels containing the text, ignoring case', async () => {
      await userEvent.keyboard('DE');
      await expect(optionLabels(canvasElement)).toEqual(['Deutz-Fahr', 'John Deere']);
    });

    await step('ArrowDown and Enter choose, close and return focus', async () => {
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(args.onChange).toHaveBeenCalledWith('john-deere');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toHaveTextContent('John Deere');
      await expect(button).toHaveFocus();
    });

    await step('a filter matching nothing says so', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard('xyz');
      await expect(canvas.getByRole('status')).toHaveTextContent('Ingen treff');
      await expect(canvas.queryByRole('listbox')).toBeNull();
      await userEvent.keyboard('{Escape}');
      await expect(button).toHaveFocus();
      await expect(args.onChange).toHaveBeenCalledTimes(1);
    });

    await userEvent.click(button);
    await userEvent.keyboard('hol');
    await expect(optionLabels(canvasElement)).toEqual(['New Holland']);
  },
};

/**
 * Keyboard only, without a filter: ArrowDown opens on the first option, End and ArrowUp move,
 * the unavailable Fordson is skipped, Space chooses; an outside click closes without choosing.
 * Ends open.
 */
export const KeyboardChoosing: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /^Merke/ });
    const active = () => canvasElement.querySelector('[role="option"][data-active]');

    await step('ArrowDown opens the list', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(canvas.getByRole('listbox', { name: 'Merke' })).toHaveFocus());
      await expect(active()).toHaveTextContent('Case IH');
    });

    await step('End, ArrowUp and the unavailable option', async () => {
      await userEvent.keyboard('{End}');
      await expect(active()).toHaveTextContent('Zetor');
      await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
      await expect(active()).toHaveTextContent('John Deere');
      await userEvent.keyboard('{ArrowUp}');
      await expect(active()).toHaveTextContent('Fendt');
    });

    await step('Space chooses', async () => {
      await userEvent.keyboard(' ');
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(args.onChange).toHaveBeenCalledWith('fendt');
      await expect(button).toHaveTextContent('Fendt');
      await expect(button).toHaveFocus();
    });

    await step('an outside click closes without choosing', async () => {
      await userEvent.click(button);
      await expect(canvas.getByRole('option', { name: 'Fendt' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await userEvent.click(canvasElement.ownerDocument.body);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(args.onChange).toHaveBeenCalledTimes(1);
    });

    await userEvent.click(button);
    await expect(canvas.getByRole('listbox', { name: 'Merke' })).toBeVisible();
  },
};

/** A disabled dropdown does not open and chooses nothing. */
export const DisabledDoesNotOpen: Story = {
  args: { disabled: true, labels: { label: 'Modell' }, placeholder: 'Velg modell' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /^Modell/ });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('listbox')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
