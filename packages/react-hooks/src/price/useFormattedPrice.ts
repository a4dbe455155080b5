import { formatPrice } from '@agri-parts/sdk';
import { useMemo } from 'react';

/**
 * The amount in NOK as the shop shows it (`1234` → `'1 234,–'`), through the SDK's `formatPrice`:
 * Norwegian number format, two decimals, no `kr`, a no-break space between thousands. The string
 * is computed again only when `amount` changes.
 *
 * @param amount - The amount in NOK.
 * @returns The formatted amount, ready to pass to a presentational component such as `Price`.
 * @throws The SDK's `SdkError` (code `invalid-argument`) during render when `amount` is `NaN` or
 *   infinite, so the nearest error boundary shows the bug instead of a wrong price.
 *
 * @example
 * ```tsx
 * function CartTotal({ grandTotal }: { grandTotal: number }) {
 *   const total = useFormattedPrice(grandTotal);
 *   return <output>{total}</output>;
 * }
 * ```
 */
export function useFormattedPrice(amount: number): string {
  return useMemo(() => formatPrice(amount), [amount]);
}
