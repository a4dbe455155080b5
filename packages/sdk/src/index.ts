export { shopConstants } from './config/shopConstants';
export type { ShopConstants } from './config/shopConstants';
export { SdkError, isSdkError } from './errors/SdkError';
export type { SdkErrorCode } from './errors/SdkError';
export { formatPrice } from './price/formatPrice';
