/** A video entry of a product's gallery, as Magento's `ProductMediaGalleryEntriesVideoContent`. */
export interface DemoProductVideo {
  provider: 'youtube' | 'vimeo';
  url: string;
  title: string;
  description: string;
}

/**
 * Product videos of the demo catalogue (issue 23), by the start of the product's name: a handful
 * of products (torque wrenches, garage jacks, hydraulic oil) so the gallery's video entry can be
 * seen and tested. Kept in code rather than a table: the catalogue generator has no videos, and
 * a real backend (Magento) serves them from its own media gallery. The addresses are demo
 * placeholders in each host's public watch-URL form.
 */
const videosByNamePrefix: readonly [prefix: string, videos: readonly DemoProductVideo[]][] = [
  [
    'Momentnøkkel',
    [
      {
        provider: 'youtube',
        url: 'https://www.youtube.com/watch?v=5qanlirrRWs',
        title: 'Slik bruker du momentnøkkelen',
        description: 'Innstilling av moment og riktig tiltrekking av hjulbolter.',
      },
    ],
  ],
  [
    'Garasjejekk',
    [
      {
        provider: 'vimeo',
        url: 'https://vimeo.com/76979871',
        title: 'Trygg løfting med garasjejekk',
        description: 'Løftepunkter, pallbukker og sikker senking.',
      },
    ],
  ],
  [
    'Hydraulikkolje',
    [
      {
        provider: 'youtube',
        url: 'https://youtu.be/dQw4w9WgXcQ',
        title: 'Skifte hydraulikkolje på traktoren',
        description: 'Tapping, filterbytte og påfylling steg for steg.',
      },
    ],
  ],
];

/** The demo videos of a product, by its name; none for most products. */
export function demoProductVideos(name: string): readonly DemoProductVideo[] {
  return videosByNamePrefix.find(([prefix]) => name.startsWith(prefix))?.[1] ?? [];
}
