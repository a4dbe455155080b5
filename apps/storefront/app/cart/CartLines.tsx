import type { UseCartResult } from '@agri-parts/react-hooks';
import { CartLine, CartLineList } from '@agri-parts/ui';
import type { Cart } from '@agri-parts/sdk';
import { useState } from 'react';

import { translate } from '../i18n/translate';
import { partNumberLabels } from '../listing/partNumberLabels';
import { cartErrorMessage } from './cartSidebarMessages';
import { cartSidebarLine, type CartAmountsDisplay } from './cartSidebarView';

/** A line's texts; the quantity field is named after the product, so each one can be told apart. */
const lineLabels = (product: string) => ({
  quantity: translate('cart.quantityOf', { product }),
  decrease: translate('cart.decrease'),
  increase: translate('cart.increase'),
  remove: (name: string) => translate('cart.remove', { product: name }),
  price: translate('cart.unitPrice'),
  rowTotal: translate('cart.rowTotal'),
  discount: translate('cart.lineDiscount'),
  partNumber: partNumberLabels,
});

/** `record` without `key`. */
function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const rest = { ...record };
  delete rest[key];
  return rest;
}

/** The cart services a line's changes go through (`sdk.cart`, or `useCart()`'s). */
export type CartLineActions = Pick<UseCartResult, 'updateQuantity' | 'remove'>;

/**
 * The cart's lines (in the sidebar, on `/cart` and in the checkout's summary), each showing the
 * quantity asked for while it changes and why a change was refused, in Norwegian; what happened
 * is said in a polite live region ("Antallet av … er nå 3", or the refusal). Lines not `live`
 * (the server's cart, before the browser's has loaded) are shown busy.
 */
export function CartLines({
  cart,
  loaded,
  live,
  display,
  problems = {},
}: {
  cart: CartLineActions;
  loaded: Cart;
  live: boolean;
  display: CartAmountsDisplay;
  /**
   * What is wrong with a line that the shopper must fix (stock left when an order was refused),
   * in Norwegian, by the line's uid: the line is marked and described by it.
   */
  problems?: Readonly<Record<string, string>>;
}) {
  // The lines being changed, each with the quantity asked for (null for a removal), until the
  // API answers.
  const [pending, setPending] = useState<Record<string, number | null>>({});
  // Why a change of a line was refused, until the next change of that line.
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState('');

  async function changeLine(
    { uid, product }: { uid: string; product: string },
    quantity: number | null,
    run: () => Promise<unknown>,
    done: string,
  ) {
    setPending((changing) => ({ ...changing, [uid]: quantity }));
    setLineErrors((errors) => without(errors, uid));
    try {
      await run();
      setAnnouncement(done);
    } catch (error) {
      const message = cartErrorMessage(error);
      setLineErrors((errors) => ({ ...errors, [uid]: message }));
      setAnnouncement(translate('cart.changeRefused', { product, message }));
    } finally {
      setPending((changing) => without(changing, uid));
    }
  }

  return (
    <div className="cart-contents__lines">
      <CartLineList aria-label={translate('cart.linesLabel')}>
        {loaded.items.map((line) => {
          const item = cartSidebarLine(line, display);
          const asked = pending[line.uid];
          const problem = lineErrors[line.uid] ? undefined : problems[line.uid];
          return (
            <li key={line.uid} {...lineProblemMarker(line.uid, problem)}>
              <CartLine
                item={{
                  ...item,
                  quantity: typeof asked === 'number' ? asked : item.quantity,
                  message: lineErrors[line.uid] ?? item.message,
                }}
                busy={!live || line.uid in pending}
                labels={lineLabels(item.name)}
                onQuantityChange={(quantity) =>
                  void changeLine(
                    { uid: line.uid, product: item.name },
                    quantity,
                    () => cart.updateQuantity(line.uid, quantity),
                    translate('cart.quantityChanged', { product: item.name, quantity }),
                  )
                }
                onRemove={() =>
                  void changeLine(
                    { uid: line.uid, product: item.name },
                    null,
                    () => cart.remove(line.uid),
                    translate('cart.lineRemoved', { product: item.name }),
                  )
                }
              />
              {problem ? (
                <p id={lineProblemId(line.uid)} className="checkout-summary__line-problem">
                  {problem}
                </p>
              ) : null}
            </li>
          );
        })}
      </CartLineList>
      <p className="visually-hidden" aria-live="polite" data-testid="cart-announcement">
        {announcement}
      </p>
    </div>
  );
}

/** The id of a line's problem text, which the line is described by. */
const lineProblemId = (uid: string) => `cart-line-problem-${uid.replace(/[^\w-]/g, '')}`;

/** Marks a line with a problem to fix: a class, `data-invalid`, described by the problem. */
function lineProblemMarker(uid: string, problem: string | undefined) {
  return problem
    ? {
        className: 'checkout-summary__line--problem',
        'data-invalid': '',
        'aria-describedby': lineProblemId(uid),
      }
    : {};
}
