/** What a generated catalogue picture shows. */
export interface PlaceholderImage {
  /** The caption, e.g. the product name. */
  title: string;
  /** Decides the colour and the pictogram, so the same file always looks the same. */
  key: string;
  width: number;
  height: number;
}

const PALETTES = [
  ['#1f5130', '#e8f0e9'],
  ['#7a4b12', '#f6eddf'],
  ['#23415f', '#e5edf5'],
  ['#8c1d18', '#f7e6e4'],
  ['#4a4a48', '#efefec'],
  ['#5b6b14', '#f0f3e0'],
] as const;

/** Simple line pictograms for the kinds of parts the shop sells. */
const PICTOGRAMS: { match: RegExp; path: string }[] = [
  {
    match: /filter/,
    path: 'M-40,-60 h80 v120 h-80 z M-40,-40 h80 M-40,40 h80 M-15,-60 v-15 h30 v15',
  },
  {
    match: /lys|lampe|led/,
    path: 'M-50,-40 h100 v60 h-100 z M-30,20 l-10,40 M30,20 l10,40 M-35,-20 h70',
  },
  {
    match: /pumpe|motor|dynamo|start/,
    path: 'M-55,-35 h90 v70 h-90 z M35,-15 h25 v30 h-25 M-55,-10 h-15 v20 h15 M-35,-35 v-15 h50 v15',
  },
  {
    match: /sete|trekk/,
    path: 'M-40,-70 h60 q10,0 10,10 v70 h-70 z M-50,10 h80 v25 h-80 z M-10,35 v30 M-35,65 h50',
  },
  {
    match: /slange|kobling/,
    path: 'M-60,30 q30,-90 60,-30 t60,-30 M-70,25 h20 v15 h-20 z M50,-45 h20 v15 h-20 z',
  },
  {
    match: /lager|ring|pakning|clutch|kobling/,
    path: 'M0,-60 a60,60 0 1,0 0.1,0 z M0,-25 a25,25 0 1,0 0.1,0 z',
  },
];
const DEFAULT_PICTOGRAM = 'M-50,-20 l20,-35 h60 l20,35 v45 h-100 z M-20,-55 v80 M20,-55 v80';

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Breaks the caption into at most three lines that fit the picture. */
function captionLines(title: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > maxChars && line) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines.length > 3 ? [...lines.slice(0, 2), `${lines[2]}…`] : lines;
}

/**
 * Draws a product or article picture as SVG: deterministic (same key, same picture), small,
 * and clearly a catalogue illustration rather than a photo.
 */
export function renderPlaceholderImage({ title, key, width, height }: PlaceholderImage): string {
  const [ink, paper] = PALETTES[hash(key) % PALETTES.length]!;
  const lower = title.toLowerCase();
  const pictogram = PICTOGRAMS.find(({ match }) => match.test(lower))?.path ?? DEFAULT_PICTOGRAM;
  const scale = Math.min(width, height) / 300;
  const lines = captionLines(title, Math.max(12, Math.floor(width / (11 * scale))));
  const fontSize = Math.round(16 * scale);
  const text = lines
    .map(
      (line, index) =>
        `<text x="${width / 2}" y="${Math.round(height * 0.78 + index * fontSize * 1.25)}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<rect width="100%" height="100%" fill="${paper}"/>
<g transform="translate(${width / 2} ${height * 0.4}) scale(${scale})" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><path d="${pictogram}"/></g>
<g fill="${ink}" font-family="system-ui, sans-serif" font-size="${fontSize}" text-anchor="middle">${text}</g>
</svg>`;
}
