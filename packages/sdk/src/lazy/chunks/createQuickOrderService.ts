// The entry of the lazily loaded createQuickOrderService chunk (see createSdk): only the factory.
export { createQuickOrderService } from '../../quickOrder/createQuickOrderService';
