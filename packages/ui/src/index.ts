export { Price } from './Price/Price';
export type { PriceProps } from './Price/Price';
