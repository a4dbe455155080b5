import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildTractorListItems, buildTractorListLabels } from '../fixtures/buildTractors';
import { TractorList } from './TractorList';

const meta = {
  title: 'Account/TractorList',
  component: TractorList,
  args: { items: buildTractorListItems(), labels: buildTractorListLabels() },
} satisfies Meta<typeof TractorList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three machines, the first active and found by its plate, one with a nickname. */
export const Default: Story = {};

/** One machine, active. */
export const Single: Story = { args: { items: buildTractorListItems().slice(0, 1) } };

/** No machines yet, with a way to find one. */
export const Empty: Story = {
  args: { items: [], emptyAction: <a href="/parts">Finn traktoren din i delesøket</a> },
};

/** While the list loads. */
export const Loading: Story = { args: { items: [], status: 'loading' } };

/** The list could not be loaded. */
export const LoadError: Story = {
  args: {
    items: [],
    status: 'error',
    error: (
      <>
        <p style={{ margin: 0 }}>Vi kunne ikke hente traktorene dine.</p>
        <button type="button">Prøv igjen</button>
      </>
    ),
  },
};

/** Removing the second machine is on its way. */
export const Removing: Story = {
  args: {
    items: buildTractorListItems().map((item) =>
      item.id === '2' && item.removePost
        ? { ...item, removePost: { ...item.removePost, busy: true } }
        : item,
    ),
  },
};
