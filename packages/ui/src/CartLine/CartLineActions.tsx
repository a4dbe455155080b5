import { Icon } from '../Icon/Icon';
import { QuantitySelector } from '../QuantitySelector/QuantitySelector';
import type { CartLineLabels } from './CartLine';

/** Props of {@link CartLineActions}. */
export interface CartLineActionsProps {
  name: string;
  quantity: number;
  labels: Pick<CartLineLabels, 'quantity' | 'decrease' | 'increase' | 'remove'>;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  busy: boolean;
}

/** A {@link CartLine}'s quantity selector (from 1) and its remove button, named after the product. */
export function CartLineActions({
  name,
  quantity,
  labels,
  onQuantityChange,
  onRemove,
  busy,
}: CartLineActionsProps) {
  return (
    <div className="ap-cart-line__actions">
      <QuantitySelector
        value={quantity}
        min={1}
        onChange={(next) => {
          if (next >= 1) onQuantityChange(next);
        }}
        disabled={busy}
        hideLabel
        labels={{
          label: labels.quantity,
          decrease: labels.decrease,
          increase: labels.increase,
        }}
      />
      <button
        type="button"
        className="ap-cart-line__remove"
        aria-label={labels.remove(name)}
        disabled={busy}
        onClick={onRemove}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
