/**
 * A plain number written the Norwegian way: `4.43` → `4,43`, `1.2 kg` → `1,2 kg`. Anything that is
 * not a plain number (part numbers, dimensions such as `120x40`) stays as it is. Pure.
 */
export function norwegianDecimals(value: string): string {
  return /^-?\d+\.\d+(\s?[a-zA-Z%°]*)?$/.test(value.trim()) ? value.replace('.', ',') : value;
}
