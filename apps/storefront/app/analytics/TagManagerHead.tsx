import type { AnalyticsSettings } from './analyticsSettings';
import { tagManagerScript } from './tagManagerScript';

/**
 * The head's first script (see {@link tagManagerScript}): the consent defaults before anything
 * else, then the recorded choice, then the tag manager when one is configured. `settings` is
 * `null` when the root loader has no data (an error page): defaults only, no tag manager.
 * `nonce` is the page's Content-Security-Policy nonce (the script is inline).
 */
export function TagManagerHead({
  settings,
  nonce,
}: {
  settings: AnalyticsSettings | null;
  nonce?: string;
}) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: tagManagerScript(settings) }} />;
}
