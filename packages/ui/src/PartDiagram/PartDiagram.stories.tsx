import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';
import {
  buildPartDiagramImage,
  buildPartDiagramItems,
  buildPartDiagramLabels,
} from '../fixtures/buildPartDiagram';
import { PartDiagram } from './PartDiagram';

/** The diagram with its highlight and ticks kept in the story, as a page keeps them. */
function StatefulPartDiagram(props: ComponentProps<typeof PartDiagram>) {
  const [highlighted, setHighlighted] = useState(props.highlighted);
  const [selected, setSelected] = useState<readonly number[]>(props.selected ?? []);
  return (
    <PartDiagram
      {...props}
      highlighted={highlighted}
      onHighlight={(position) => setHighlighted((now) => (now === position ? null : position))}
      selected={selected}
      onToggleSelected={(position) =>
        setSelected((now) =>
          now.includes(position) ? now.filter((each) => each !== position) : [...now, position],
        )
      }
    />
  );
}

const meta = {
  title: 'Catalog/PartDiagram',
  component: PartDiagram,
  render: (args) => <StatefulPartDiagram {...args} />,
  args: {
    image: buildPartDiagramImage(),
    alt: 'Sprengskisse av Bremser',
    items: buildPartDiagramItems(),
    highlighted: null,
    onHighlight: () => undefined,
    selected: [],
    onToggleSelected: () => undefined,
    labels: buildPartDiagramLabels(),
  },
} satisfies Meta<typeof PartDiagram>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the hint under the picture. */
export const Default: Story = {};

/** Number 2 chosen: its button pressed, its line current, its part said under the picture. */
export const Highlighted: Story = { args: { highlighted: 2, selected: [1, 2] } };

/** Without tick boxes (a list to look at only). */
export const WithoutSelection: Story = { args: { onToggleSelected: undefined } };

/**
 * On a 390 px phone: the lines are cards under the picture. A number on the picture highlights
 * its line and a line's number the picture's (the interaction tests run axe on the state it leaves).
 */
export const Phone: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Posisjon 3: Bremsesylinder høyre' }));
    const lines = canvas.getAllByRole('row').slice(1);
    await expect(lines[2]!.getAttribute('aria-current')).toBe('true');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Vis posisjon 1 på tegningen: Bremsebelegg bak' }),
    );
    await expect(
      canvas
        .getByRole('button', { name: 'Posisjon 1: Bremsebelegg bak' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await expect(lines[0]!.getAttribute('aria-current')).toBe('true');
  },
};

/** At the desktop breakpoint: picture and parts list side by side from 1280 px. */
export const Desktop: Story = { globals: desktopViewport, args: { highlighted: 1 } };
