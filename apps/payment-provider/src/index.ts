export { DEVELOPMENT_SECRET, readProviderConfig, type ProviderConfig } from './config.js';
export {
  createProviderServer,
  startProviderServer,
  type ProviderServerOptions,
  type RunningProvider,
} from './createProviderServer.js';
export { TEST_CARDS, cardBrand, passesLuhn } from './cards.js';
export { createPaymentLedger, type PaymentLedger } from './paymentLedger.js';
export type { ParentMessage } from './hostedPages.js';
export { createVippsPayments, type VippsPayments } from './vippsPayments.js';
export { normaliseNorwegianMobile } from './vippsPhone.js';
