import { defaultStoreName } from '../meta/pageTitle';

/** The shop's brand colour (the UI kit's `--ap-color-primary-700`), for the browser's frame. */
export const themeColor = '#1d5a31';

/** The icons of the manifest, in `public/images` (the favicon's artwork). */
export const manifestIcons = [
  { src: '/images/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/images/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
] as const;

/**
 * The web app manifest (`/manifest.webmanifest`): Norwegian name and short name, the home page as
 * start, the brand colour and the icons. Pure.
 */
export function webManifest(storeName: string = defaultStoreName) {
  return {
    name: `${storeName} – deler til traktor og landbruk`,
    short_name: storeName,
    description: 'Reservedeler til traktor, landbruksmaskiner og utstyr.',
    lang: 'nb',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: themeColor,
    icons: manifestIcons,
  };
}
