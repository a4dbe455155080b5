import { webManifest } from '../seo/webManifest';

/** `/manifest.webmanifest`: the web app manifest the document links to. */
export function loader() {
  return new Response(JSON.stringify(webManifest()), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
