import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { CartLine, CartLineList, type CartLineItem } from '../CartLine/CartLine';
import { CartSummary } from '../CartSummary/CartSummary';
import { buildCartLineLabels, buildCartLines } from '../fixtures/buildCart';
import { FormError } from '../FormError/FormError';
import { FreeShippingProgress } from '../FreeShippingProgress/FreeShippingProgress';
import { Link } from '../Link/Link';
import { Sidebar } from '../Sidebar/Sidebar';
import { TotalBar } from '../TotalBar/TotalBar';

/** A line of the demo cart: the fixture's texts plus the numbers the sums are made from. */
interface DemoLine {
  item: CartLineItem;
  unitPrice: number;
  /** The line's discount as a share of its total (a coupon on a bundle). */
  discountRate: number;
}

/** Free shipping above 6000 NOK (spec). */
const freeShippingThreshold = 6000;

/** NOK as the shop shows it: two decimals, ',00' as ',–', no 'kr' (spec §9). */
function formatNok(amount: number): string {
  return new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(amount)
    .replace(/,00$/, ',–');
}

/** The fixture's three lines (249 × 2, 129, 1 890 with 10 % off) as demo lines. */
function buildDemoLines(): DemoLine[] {
  const prices: Record<string, [number, number]> = {
    l1: [249, 0],
    l2: [129, 0],
    l3: [1890, 0.1],
  };
  return buildCartLines().map((item) => {
    const [unitPrice, discountRate] = prices[item.id] ?? [0, 0];
    return { item, unitPrice, discountRate };
  });
}

/** How the cart stands: loaded, still loading, or failed to load. */
type DemoCartStatus = 'ready' | 'loading' | 'error';

/** Props of {@link CartSidebarDemo}. */
interface CartSidebarDemoProps {
  /** The cart's lines at first; none is an empty cart. */
  lines: DemoLine[];
  status?: DemoCartStatus;
  defaultOpen?: boolean;
  /** A line's quantity change, as the cart would send it (line id, new quantity). */
  onQuantityChange?: (lineId: string, quantity: number) => void;
  /** A line's removal (line id). */
  onRemove?: (lineId: string) => void;
  onOpenChange?: (open: boolean) => void;
  /** The retry of a failed load. */
  onRetry?: () => void;
}

/**
 * The cart sidebar the shop shows from the header's cart button, composed of kit pieces with
 * local state in place of the shop's cart store: Sidebar + CartLine + CartSummary +
 * FreeShippingProgress, with the total and the way to the checkout in a TotalBar in the
 * sidebar's footer, in view however long the cart. Each change takes a moment (the line is busy meanwhile); the sums and the
 * free-shipping indicator follow the lines; the last removal leaves the empty cart.
 */
function CartSidebarDemo({
  lines: initialLines,
  status = 'ready',
  defaultOpen = true,
  onQuantityChange,
  onRemove,
  onOpenChange,
  onRetry,
}: CartSidebarDemoProps) {
  const [lines, setLines] = useState(initialLines);
  // The lines being changed, each with the quantity asked for (null for a removal), until the
  // change is done: the line shows the quantity asked for meanwhile, as the shop's sidebar does.
  const [pending, setPending] = useState<Record<string, number | null>>({});
  const [open, setOpen] = useState(defaultOpen);
  const count = lines.reduce((sum, line) => sum + line.item.quantity, 0);

  function change(
    lineId: string,
    asked: number | null,
    apply: (current: DemoLine[]) => DemoLine[],
  ) {
    setPending((changing) => ({ ...changing, [lineId]: asked }));
    setTimeout(() => {
      setLines(apply);
      setPending((changing) => {
        const rest = { ...changing };
        delete rest[lineId];
        return rest;
      });
    }, 20);
  }

  const rowTotal = (line: DemoLine) => line.unitPrice * line.item.quantity;
  const subtotal = lines.reduce((sum, line) => sum + rowTotal(line), 0);
  const discount = lines.reduce((sum, line) => sum + rowTotal(line) * line.discountRate, 0);
  const total = subtotal - discount;
  const reached = total >= freeShippingThreshold;

  let content;
  if (status === 'loading') {
    content = <p role="status">Henter handlekurven …</p>;
  } else if (status === 'error') {
    content = (
      <div>
        <FormError messages={['Vi kunne ikke hente handlekurven.']} />
        <Button variant="secondary" onClick={onRetry}>
          Prøv igjen
        </Button>
      </div>
    );
  } else if (lines.length === 0) {
    content = <p role="status">Handlekurven din er tom.</p>;
  } else {
    content = (
      <>
        <CartLineList aria-label="Varer i handlekurven">
          {lines.map((line) => (
            <li key={line.item.id}>
              <CartLine
                item={{
                  ...line.item,
                  quantity: pending[line.item.id] ?? line.item.quantity,
                  price: formatNok(line.unitPrice),
                  rowTotal: formatNok(rowTotal(line)),
                  discount: line.discountRate
                    ? `-${formatNok(rowTotal(line) * line.discountRate)}`
                    : null,
                }}
                busy={line.item.id in pending}
                labels={buildCartLineLabels()}
                onQuantityChange={(quantity) => {
                  onQuantityChange?.(line.item.id, quantity);
                  change(line.item.id, quantity, (current) =>
                    current.map((other) =>
                      other.item.id === line.item.id
                        ? { ...other, item: { ...other.item, quantity } }
                        : other,
                    ),
                  );
                }}
                onRemove={() => {
                  onRemove?.(line.item.id);
                  change(line.item.id, null, (current) =>
                    current.filter((other) => other.item.id !== line.item.id),
                  );
                }}
              />
            </li>
          ))}
        </CartLineList>
        <CartSummary
          label="Sammendrag"
          freeShipping={
            <FreeShippingProgress
              progress={total / freeShippingThreshold}
              reached={reached}
              message={
                reached
                  ? 'Du har fri frakt'
                  : `${formatNok(freeShippingThreshold - total)} igjen til fri frakt`
              }
            />
          }
          rows={[
            { label: 'Delsum inkl. mva', value: formatNok(subtotal) },
            ...(discount > 0
              ? [{ label: 'Rabatt', value: `-${formatNok(discount)}`, kind: 'discount' as const }]
              : []),
            { label: 'Totalt inkl. mva', value: formatNok(total), kind: 'total' },
          ]}
          notes={[
            { id: 'same-day', icon: 'clock', text: 'Bestill før kl. 14:00 for sending samme dag' },
          ]}
        />
      </>
    );
  }

  return (
    <Sidebar
      open={open}
      onOpenChange={(next) => {
        onOpenChange?.(next);
        setOpen(next);
      }}
      title="Handlekurv"
      labels={{ close: 'Lukk handlekurven' }}
      trigger={<Button variant="secondary">{`Handlekurv (${count})`}</Button>}
      footer={
        status === 'ready' && lines.length > 0 ? (
          <TotalBar
            label="Totalt inkl. mva"
            total={formatNok(total)}
            action={
              <Link href="/checkout" className="ap-button ap-button--primary ap-button--lg">
                Gå til kassen
              </Link>
            }
          />
        ) : undefined
      }
    >
      {content}
    </Sidebar>
  );
}

const meta = {
  title: 'Patterns/Cart sidebar',
  component: CartSidebarDemo,
  subcomponents: { Sidebar, CartLine, CartSummary, FreeShippingProgress, TotalBar },
  parameters: {
    docs: {
      description: {
        component:
          'The cart sidebar composed of kit pieces (Sidebar, CartLine, CartSummary, ' +
          'FreeShippingProgress, TotalBar in the footer) with local state in place of the shop’s cart store. The ' +
          'storefront’s `CartSidebar` lays them out the same way over `useCart`.',
      },
    },
  },
  args: {
    lines: buildDemoLines(),
    onQuantityChange: fn(),
    onRemove: fn(),
    onOpenChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CartSidebarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three lines, the sums and 3 672,– to go to free shipping. */
export const Filled: Story = {};

/** A visitor who has not added anything. */
export const Empty: Story = { args: { lines: [] } };

/** While the cart loads. */
export const Loading: Story = { args: { status: 'loading' } };

/** The load failed: the message and a retry. */
export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Handlekurv' });
    await expect(within(dialog).getByText('Vi kunne ikke hente handlekurven.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prøv igjen' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The dialog of the open cart sidebar (it is portalled to the document's body). */
function cartDialog() {
  return screen.findByRole('dialog', { name: 'Handlekurv' });
}

/**
 * A shopper changes the cart: plus on a line, a typed quantity on another, removes a line; the line totals, the sums and the free-shipping
 * indicator follow, up to free shipping above 6000 NOK. Ends open.
 */
export const ChangingTheCart: Story = {
  play: async ({ args, step }) => {
    const dialogElement = await cartDialog();
    const dialog = within(dialogElement);
    const line = (name: string) => within(dialog.getByRole('article', { name }));
    const summary = () => dialog.getByRole('region', { name: 'Sammendrag' });

    // The sidebar's footer: the total and the way to the checkout, in view however long the cart.
    const footer = () => within(dialogElement.querySelector<HTMLElement>('.ap-sidebar__footer')!);

    await step('the cart as loaded', async () => {
      await expect(summary()).toHaveTextContent('Totalt inkl. mva2 328,–');
      await expect(summary()).toHaveTextContent('3 672,– igjen til fri frakt');
      await expect(footer().getByText('2 328,–')).toBeVisible();
      await expect(footer().getByRole('link', { name: 'Gå til kassen' })).toHaveAttribute(
        'href',
        '/checkout',
      );
    });

    await step('plus on a line', async () => {
      const oilFilter = line('Oljefilter Valtra N-serie');
      await userEvent.click(oilFilter.getByRole('button', { name: 'Øk antall' }));
      await expect(args.onQuantityChange).toHaveBeenLastCalledWith('l1', 3);
      // The line shows the quantity asked for at once and is busy until the change is done.
      await expect(oilFilter.getByRole('textbox', { name: 'Antall' })).toHaveValue('3');
      await waitFor(() =>
        expect(oilFilter.getByRole('button', { name: 'Øk antall' })).toBeEnabled(),
      );
      await expect(
        dialog.getByRole('article', { name: 'Oljefilter Valtra N-serie' }),
      ).toHaveTextContent('Sum747,–');
      await expect(summary()).toHaveTextContent('Totalt inkl. mva2 577,–');
      await expect(footer().getByText('2 577,–')).toBeVisible();
    });

    await step('remove a line', async () => {
      await userEvent.click(
        dialog.getByRole('button', { name: 'Fjern Arbeidshanske fra handlekurven' }),
      );
      await expect(args.onRemove).toHaveBeenCalledWith('l2');
      await waitFor(() =>
        expect(dialog.queryByRole('article', { name: 'Arbeidshanske' })).toBeNull(),
      );
      await expect(summary()).toHaveTextContent('Totalt inkl. mva2 448,–');
    });

    await step('a typed quantity reaches free shipping', async () => {
      const field = line('Servicesett 500 timer').getByRole('textbox', { name: 'Antall' });
      await userEvent.clear(field);
      await userEvent.type(field, '5{Enter}');
      await expect(args.onQuantityChange).toHaveBeenLastCalledWith('l3', 5);
      await waitFor(() => expect(summary()).toHaveTextContent('Du har fri frakt'));
      await expect(summary()).toHaveTextContent('Rabatt-945,–');
      await expect(summary()).toHaveTextContent('Totalt inkl. mva9 252,–');
    });

    await step('a quantity below 1 is not sent', async () => {
      const field = line('Servicesett 500 timer').getByRole('textbox', { name: 'Antall' });
      await userEvent.clear(field);
      await userEvent.type(field, '0{Enter}');
      await expect(field).toHaveValue('1');
      await expect(args.onQuantityChange).toHaveBeenLastCalledWith('l3', 1);
      await expect(args.onQuantityChange).not.toHaveBeenCalledWith('l3', 0);
      await waitFor(() => expect(summary()).toHaveTextContent('Totalt inkl. mva2 448,–'));
    });
  },
};

/**
 * The last removals leave the empty cart; Escape closes the sidebar and focus goes back to the
 * cart button, which opens it again (ending open and empty); the close button closes too.
 */
export const EmptyingAndClosing: Story = {
  play: async ({ args, canvasElement, step }) => {
    const dialog = within(await cartDialog());

    await step('removing every line leaves the empty cart', async () => {
      for (const name of ['Oljefilter Valtra N-serie', 'Arbeidshanske', 'Servicesett 500 timer']) {
        await userEvent.click(
          dialog.getByRole('button', { name: `Fjern ${name} fra handlekurven` }),
        );
        await waitFor(() => expect(dialog.queryByRole('article', { name })).toBeNull());
      }
      await expect(dialog.getByRole('status')).toHaveTextContent('Handlekurven din er tom.');
      await expect(dialog.queryByRole('link', { name: 'Gå til kassen' })).toBeNull();
    });

    const cartButton = within(canvasElement.ownerDocument.body).getByRole('button', {
      name: 'Handlekurv (0)',
      hidden: true,
    });

    await step('Escape closes and focus returns to the cart button', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(cartButton).toHaveFocus();
    });

    await step('the close button closes too', async () => {
      await userEvent.click(cartButton);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
      const reopened = within(await cartDialog());
      await userEvent.click(reopened.getByRole('button', { name: 'Lukk handlekurven' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });

    await userEvent.click(cartButton);
    await expect(await cartDialog()).toHaveTextContent('Handlekurven din er tom.');
  },
};
