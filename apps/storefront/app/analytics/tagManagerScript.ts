import { consentDefaultCommand, consentUpdateCommand } from '@agri-parts/sdk';

import type { AnalyticsSettings } from './analyticsSettings';

/** The tag manager's script address for a container. */
export function tagManagerScriptUrl(containerId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/** JSON safe inside a `<script>` element: no `</script>`, no line separators. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The inline script at the top of every page's head (spec §4): it creates `window.dataLayer` and
 * a `gtag` function, pushes the consent defaults (always the first entry), then the shopper's
 * recorded choice as an update, and only then — when a container is configured — loads the tag
 * manager. Without a container the data layer stays in the page and nothing is loaded.
 *
 * Consent commands are pushed as `arguments` objects, as `gtag()` does: the tag manager reads
 * commands only in that form, not as plain arrays.
 */
export function tagManagerScript(settings: AnalyticsSettings | null): string {
  const lines = [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){window.dataLayer.push(arguments);}',
    `gtag.apply(null,${scriptJson(consentDefaultCommand())});`,
  ];
  if (settings?.consent) {
    lines.push(`gtag.apply(null,${scriptJson(consentUpdateCommand(settings.consent))});`);
  }
  if (settings?.containerId) {
    lines.push(
      "window.dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'});",
      `(function(){var s=document.createElement('script');s.async=true;s.src=${scriptJson(
        tagManagerScriptUrl(settings.containerId),
      )};document.head.appendChild(s);})();`,
    );
  }
  return lines.join('\n');
}
