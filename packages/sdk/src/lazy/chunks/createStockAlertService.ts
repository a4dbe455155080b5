// The entry of the lazily loaded createStockAlertService chunk (see createSdk): only the factory.
export { createStockAlertService } from '../../stockAlerts/createStockAlertService';
