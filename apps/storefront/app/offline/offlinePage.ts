import { translate } from '../i18n/translate';

/**
 * The offline page the service worker shows for a page it cannot fetch: plain HTML written at
 * build time (`tsup.config.ts`) from `no.json`, with no script and no style sheet (the page's
 * Content-Security-Policy allows `style` attributes), so it works from the cache alone. "Prøv
 * igjen" loads the address the shopper asked for again.
 */
export function offlinePageHtml(): string {
  const title = translate('offline.title');
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body style="margin:0;font-family:system-ui,sans-serif;color:#1d2a1f;background:#f6f7f4">
<main style="max-width:36rem;margin:15vh auto;padding:0 1.5rem;text-align:center">
<img src="/favicon.svg" alt="" width="64" height="64">
<h1 style="font-size:1.75rem">${translate('offline.heading')}</h1>
<p style="font-size:1.1rem;line-height:1.5">${translate('offline.text')}</p>
<p><a href="" style="color:#1f6b2c;font-weight:600">${translate('offline.retry')}</a></p>
</main>
</body>
</html>
`;
}
