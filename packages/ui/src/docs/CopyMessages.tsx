import './docs.css';

/** A translation file such as the storefront's `no.json`: flat, dotted keys to texts. */
export type Messages = Readonly<Record<string, string>>;

/** Props of {@link CopyMessages}. */
export interface CopyMessagesProps {
  /** The translation file. */
  messages: Messages;
  /** The keys to quote, for example `cart.productAdded`. */
  keys: readonly string[];
}

function messageAt(messages: Messages, key: string): string {
  const value = messages[key];
  if (typeof value !== 'string') {
    // A quoted key that left the translation file must break the page, not show a blank.
    throw new Error(`No message ${key} in the translation file`);
  }
  return value;
}

/** Messages quoted from the app's translation file by key, so the guideline cannot drift. */
export function CopyMessages({ messages, keys }: CopyMessagesProps) {
  return (
    <table className="ap-docs-table">
      <thead>
        <tr>
          <th scope="col">Key</th>
          <th scope="col" lang="nb">
            Tekst
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key}>
            <td>
              <code>{key}</code>
            </td>
            <td lang="nb">{messageAt(messages, key)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
