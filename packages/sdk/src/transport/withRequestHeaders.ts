import type { RequestOptions } from './createTransport';

/**
 * The arguments of a `Transport.request` after the document, with `headers` added to the
 * request's options (over those it has), for a transport that forwards to another one.
 */
export function withRequestHeaders<TArguments extends [unknown?, RequestOptions?]>(
  variablesAndOptions: TArguments,
  headers: Readonly<Record<string, string>>,
): TArguments {
  const [variables, options] = variablesAndOptions;
  // The same variables and wider options: still the arguments the document takes, which the
  // compiler cannot see through the generic tuple.
  const forwarded = [variables, { ...options, headers: { ...options?.headers, ...headers } }];
  return forwarded as unknown as TArguments;
}
