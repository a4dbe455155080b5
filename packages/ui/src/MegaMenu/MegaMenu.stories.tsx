import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildMegaMenuItems, buildMegaMenuTopLevel } from '../fixtures/buildMegaMenuItems';
import { MegaMenu, type MegaMenuProps } from './MegaMenu';

const meta = {
  title: 'Navigation/MegaMenu',
  component: MegaMenu,
  parameters: { layout: 'fullscreen' },
  args: {
    items: buildMegaMenuItems(),
    labels: {
      navigation: 'Hovedmeny',
      submenu: (title: string) => `Undermeny for ${title}`,
      loading: 'Laster menyen …',
      loadFailed: 'Vi kunne ikke hente menyen.',
      retry: 'Prøv igjen',
    },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Panels open after the pointer rests 300 ms on an item. */
export const Hover: Story = {};

/** Panels open 100 ms after a click on the item's button. */
export const Click: Story = { args: { trigger: 'click' } };

/** A link of the menu, shown or not (its panel may be closed). */
function menuLink(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).getByRole('link', { name, hidden: true });
}

/**
 * The pointer rests on Hydraulikk: its panel opens after the 300 ms delay; moving off closes it.
 * Resting on Traktordeler leaves that panel open.
 */
export const HoverOpensAPanel: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const hydraulics = canvas.getByRole('button', { name: 'Undermeny for Hydraulikk' });
    const cylinders = menuLink(canvasElement, 'Sylindre');

    await step('a resting pointer opens the panel after the delay', async () => {
      await expect(cylinders).not.toBeVisible();
      await userEvent.hover(menuLink(canvasElement, 'Hydraulikk'));
      await expect(hydraulics).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(hydraulics).toHaveAttribute('aria-expanded', 'true'));
      await expect(cylinders).toBeVisible();
    });

    await step('leaving closes it', async () => {
      await userEvent.unhover(menuLink(canvasElement, 'Hydraulikk'));
      await expect(hydraulics).toHaveAttribute('aria-expanded', 'false');
      await expect(cylinders).not.toBeVisible();
    });

    await userEvent.hover(menuLink(canvasElement, 'Traktordeler'));
    await waitFor(() => expect(menuLink(canvasElement, 'Motor')).toBeVisible());
  },
};

/**
 * Click mode: the item's button opens its panel (after 100 ms), a second click closes it, and so
 * does a click outside the menu. Ends with Traktordeler open.
 */
export const ClickOpensAPanel: Story = {
  args: { trigger: 'click' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const tractorParts = canvas.getByRole('button', { name: 'Undermeny for Traktordeler' });
    const engine = menuLink(canvasElement, 'Motor');

    await step('a click opens the panel', async () => {
      await userEvent.click(tractorParts);
      await waitFor(() => expect(tractorParts).toHaveAttribute('aria-expanded', 'true'));
      await expect(engine).toBeVisible();
    });

    await step('a second click closes it', async () => {
      await userEvent.click(tractorParts);
      await expect(tractorParts).toHaveAttribute('aria-expanded', 'false');
      await expect(engine).not.toBeVisible();
    });

    await step('a click outside the menu closes it', async () => {
      await userEvent.click(tractorParts);
      await waitFor(() => expect(engine).toBeVisible());
      await userEvent.click(canvasElement.ownerDocument.body);
      await expect(tractorParts).toHaveAttribute('aria-expanded', 'false');
      await expect(engine).not.toBeVisible();
    });

    await userEvent.click(tractorParts);
    await waitFor(() => expect(engine).toBeVisible());
  },
};

/**
 * Keyboard only: ArrowRight/ArrowLeft move between top-level items, ArrowDown opens a panel and
 * moves into it, ArrowDown/ArrowUp move within it, Escape closes it and focus returns to the
 * item's link. Ends with Hydraulikk open from the keyboard.
 */
export const KeyboardOpensAndEscapeCloses: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const tractorParts = menuLink(canvasElement, 'Traktordeler');
    const toggle = canvas.getByRole('button', { name: 'Undermeny for Traktordeler' });
    const engine = menuLink(canvasElement, 'Motor');

    await step('arrows move between the top-level items', async () => {
      await userEvent.tab();
      await expect(tractorParts).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(menuLink(canvasElement, 'Hydraulikk')).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(tractorParts).toHaveFocus();
    });

    await step('ArrowDown opens the panel and moves into it', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(engine).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}');
      await expect(menuLink(canvasElement, 'Stempler og foringer')).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(engine).toHaveFocus();
    });

    await step('Escape closes the panel and returns focus to the item', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(tractorParts).toHaveFocus();
      await expect(engine).not.toBeVisible();
    });

    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await waitFor(() => expect(menuLink(canvasElement, 'Slanger og koblinger')).toHaveFocus());
  },
};

/** How long the demo takes to "load" the panels' links. */
const demoLoadMs = 800;

/**
 * The page carries only the top level; the panels' links load when first wanted, as the shop
 * does it (here from a timer instead of the shop's cacheable request).
 */
function MenuLoadingItsPanels(props: MegaMenuProps) {
  const [items, setItems] = useState(buildMegaMenuTopLevel);
  const loading = useRef(false);
  return (
    <MegaMenu
      {...props}
      items={items}
      onLoadChildren={() => {
        if (loading.current) return;
        loading.current = true;
        setTimeout(() => setItems(buildMegaMenuItems()), demoLoadMs);
      }}
    />
  );
}

/**
 * The panels' links are not in the page: the pointer coming into the menu asks for them, the
 * panel opens after the 300 ms delay with a loading line, and the links take its place.
 */
export const PanelsLoadOnDemand: Story = {
  render: (args) => <MenuLoadingItsPanels {...args} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const hydraulics = canvas.getByRole('button', { name: 'Undermeny for Hydraulikk' });

    await step('the panel opens with a loading line while its links load', async () => {
      await expect(canvas.queryByRole('link', { name: 'Sylindre', hidden: true })).toBeNull();
      await userEvent.hover(menuLink(canvasElement, 'Hydraulikk'));
      await waitFor(() => expect(hydraulics).toHaveAttribute('aria-expanded', 'true'));
      await expect(canvas.getByRole('status')).toHaveTextContent('Laster menyen …');
    });

    await step('the links take its place', async () => {
      await waitFor(() => expect(menuLink(canvasElement, 'Sylindre')).toBeVisible());
      await expect(canvas.queryByRole('status')).toBeNull();
    });
  },
};

/**
 * The links could not be loaded: the open panel says so, with a button that tries again (and
 * keeps focus on the item while they load).
 */
export const PanelLoadFailed: Story = {
  args: { items: buildMegaMenuTopLevel(), childrenFailed: true, onLoadChildren: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Undermeny for Traktordeler' }));

    await expect(canvas.getByRole('alert')).toHaveTextContent('Vi kunne ikke hente menyen.');
    canvas.getByRole('button', { name: 'Prøv igjen' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadChildren).toHaveBeenCalled();
    await expect(menuLink(canvasElement, 'Traktordeler')).toHaveFocus();
  },
};

/**
 * One row (`singleRow`, issue 23): in a narrow frame the items that do not fit move under "Mer",
 * a disclosure at the row's end (measured in the browser; open it to see them).
 */
export const SingleRow: Story = {
  args: { singleRow: true, labels: { ...meta.args.labels, more: 'Mer' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    // The "Mer" item is a disclosure button from the first render on (so its width never changes).
    const more = canvasElement.querySelector('.ap-mega-menu__item--more [data-mega-menu-top]');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  },
};
