import type { CSSProperties, ReactNode } from 'react';
import { designTokens } from './designTokens';
import type { DesignToken } from './parseDesignTokens';
import './docs.css';

/** What a {@link TokenTable} draws beside each token to show its value. */
export type TokenSample =
  | 'color'
  | 'radius'
  | 'shadow'
  | 'duration'
  | 'space'
  | 'font-family'
  | 'font-size'
  | 'font-weight'
  | 'line-height';

/** Props of {@link TokenTable}. */
export interface TokenTableProps {
  /** The tokens to list: those whose name starts with this, for example `--ap-color-`. */
  prefix: string;
  /** How to show each value. */
  sample: TokenSample;
  /** Names to leave out, for example the font-size tokens under `--ap-font-`. */
  exclude?: string;
  /** The text of type samples (Norwegian, with æ, ø and å). */
  text?: string;
}

const SAMPLE_TEXT = 'Hydraulikkslange til Massey Ferguson – 1 249,– kr';

function sampleOf(token: DesignToken, sample: TokenSample, text: string): ReactNode {
  const value = `var(${token.name})`;
  const styles: Record<TokenSample, CSSProperties> = {
    color: { background: value },
    radius: { borderRadius: value },
    shadow: { boxShadow: value },
    duration: { animationDuration: value },
    space: { width: value },
    'font-family': { fontFamily: value },
    'font-size': { fontSize: value },
    'font-weight': { fontWeight: value },
    'line-height': { lineHeight: value, maxWidth: '16rem' },
  };
  const isText = sample.startsWith('font-') || sample === 'line-height';
  return (
    <span className={`ap-docs-sample ap-docs-sample--${sample}`} style={styles[sample]}>
      {isText ? text : null}
    </span>
  );
}

/**
 * A table of design tokens read from `tokens.css` (name, value as written, and a sample drawn
 * with the token itself), so the page shows what the stylesheet holds and cannot drift from it.
 */
export function TokenTable({ prefix, sample, exclude, text = SAMPLE_TEXT }: TokenTableProps) {
  const tokens = designTokens.filter(
    (token) => token.name.startsWith(prefix) && !(exclude && token.name.startsWith(exclude)),
  );
  if (tokens.length === 0) {
    // An empty table would hide a renamed token group; fail where the page is built.
    throw new Error(`No design tokens start with ${prefix}`);
  }
  return (
    <table className="ap-docs-table" data-token-table={prefix}>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.name}>
            <td>
              <code>{token.name}</code>
            </td>
            <td>
              <code>{token.value}</code>
            </td>
            <td>{sampleOf(token, sample, text)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
