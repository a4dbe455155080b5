export { translate } from './i18n/translate';
export type { MessageKey, MessageParams } from './i18n/translate';
