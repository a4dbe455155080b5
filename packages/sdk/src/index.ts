export { shopConstants } from './config/shopConstants';
export type { ShopConstants } from './config/shopConstants';
export { SdkError, isSdkError } from './errors/SdkError';
export type { SdkErrorCode } from './errors/SdkError';
export { formatPrice } from './price/formatPrice';
export { notificationQueueReducer } from './notifications/notificationQueue';
export type {
  Notification,
  NotificationQueueAction,
  NotificationType,
} from './notifications/notificationQueue';
export { createNotificationStore } from './notifications/createNotificationStore';
export type {
  NotificationInput,
  NotificationStore,
  NotificationStoreOptions,
  NotificationTimers,
} from './notifications/createNotificationStore';
export type { KeyValueStorage } from './storage/KeyValueStorage';
export { createMemoryStorage } from './storage/createMemoryStorage';
export { createLocalStorage } from './storage/createLocalStorage';
export type { WebStorageLike } from './storage/createLocalStorage';
export { createCookieStorage } from './storage/createCookieStorage';
export type { CookieJar } from './storage/createCookieStorage';
export { createEventBus } from './events/createEventBus';
export type { EventBus, SdkEventHandler, SdkEventType, SdkEvents } from './events/createEventBus';
export { normalizeError } from './errors/SdkError';
export type { NormalizedError, SdkErrorOptions, SdkGraphQLError } from './errors/SdkError';
export { createTransport } from './transport/createTransport';
export type { Transport, TransportOptions } from './transport/createTransport';
