export { useFormattedPrice } from './price/useFormattedPrice';
