import { selectedBundleOptions, selectedConfigurableOptions } from '../carts/cartItemView.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { CheckoutSnapshot, PricedLine } from './checkoutView.js';

/** A chosen option of an order line, as Magento's `OrderItemOption` has it. */
export interface OrderLineOption {
  label: string;
  value: string;
}

/**
 * What was chosen on a cart line, as the order keeps it (`selected_options`): a configurable
 * product's attributes ("Farge: Grønn"), a bundle's contents ("Filter: 2 × Oljefilter").
 */
export async function lineSelectedOptions(
  context: GraphQLContext,
  line: PricedLine,
): Promise<OrderLineOption[]> {
  if (line.variant) {
    const options = await selectedConfigurableOptions(context, line.product, line.variant);
    return options.map((option) => ({ label: option.option_label, value: option.value_label }));
  }
  if (line.product.type_id === 'bundle') {
    const money = (value: number) => ({ value, currency: context.currency });
    const options = await selectedBundleOptions(context, line.row, line.product, money);
    return options.map((option) => ({
      label: option.label,
      value: option.values.map((value) => `${value.quantity} × ${value.label}`).join(', '),
    }));
  }
  return [];
}

/** The snapshot an order is placed from, each line with its chosen options read. */
export async function withSelectedOptions(
  context: GraphQLContext,
  snapshot: CheckoutSnapshot,
): Promise<CheckoutSnapshot> {
  const lines = await Promise.all(
    snapshot.lines.map(async (line) => ({
      ...line,
      selectedOptions: await lineSelectedOptions(context, line),
    })),
  );
  return { ...snapshot, lines };
}
