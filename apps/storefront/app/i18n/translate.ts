import { formatMessage } from './formatMessage';
import messages from './no.json';

/**
 * Every key of the shop's one translation file, `no.json` (Norwegian Bokmål). A key that is not in
 * the file does not compile.
 */
export type MessageKey = keyof typeof messages;

/** Values for a message's `{name}` placeholders. Format numbers and prices before passing them. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * The Norwegian text for `key`, with each `{name}` placeholder replaced by `params[name]`.
 *
 * In the browser build every call with a literal key is replaced by its text at build time
 * (`vite/inlineMessages.ts`), so pages carry only the texts they show, not this file.
 *
 * Keys are checked when the code compiles. At run time, a key missing from the file (possible
 * only through a type cast) or a placeholder without a value throws, so a broken message fails a
 * test instead of showing a raw key or `{product}` to a shopper.
 *
 * @example
 * ```ts
 * translate('error.pageNotFound'); // 'Siden ble ikke funnet'
 * translate('wishlist.addedToCart', { product: 'Oljefilter' }); // 'Du la Oljefilter i handlekurven.'
 * ```
 */
export function translate(key: MessageKey, params?: MessageParams): string {
  const message: string | undefined = Object.hasOwn(messages, key) ? messages[key] : undefined;
  if (message === undefined) {
    throw new Error(`Unknown message key "${key}"`);
  }

  return formatMessage(message, params, key);
}
