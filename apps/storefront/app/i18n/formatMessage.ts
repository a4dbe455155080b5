import type { MessageParams } from './translate';

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * `text` with each `{name}` placeholder replaced by `params[name]`; a placeholder without a value
 * throws (naming `key`), so a broken message fails a test instead of showing `{product}` to a
 * shopper. What `translate` does after finding the text — and what the browser build's
 * `translate('key', params)` calls become, with the text inlined (`vite/inlineMessages.ts`).
 */
export function formatMessage(
  text: string,
  params: MessageParams | undefined,
  key: string,
): string {
  return text.replace(PLACEHOLDER, (_placeholder, name: string) => {
    const value = params?.[name];
    if (value === undefined) {
      throw new Error(`Message "${key}" needs a value for {${name}}`);
    }
    return String(value);
  });
}
