import { fitLabel, fitText, type FitChoice } from './fitment.js';
import type { Random } from './random.js';

export interface PartTextInput {
  name: string;
  /** What the part is: the first paragraph. */
  about: string;
  /** Manufacturer label, or null. */
  maker: string | null;
  /** The make's own original part (not aftermarket). */
  original: boolean;
  fit: FitChoice | null;
  partNumbers: string[];
  weightKg: number;
  onSale: boolean;
}

export interface PartText {
  description: string;
  shortDescription: string;
  metaTitle: string;
  metaDescription: string;
}

const CLOSINGS = [
  'Usikker på om delen passer? Ring oss eller send oss understellsnummeret, så hjelper vi deg.',
  'Bestill før kl. 14, så sender vi samme dag når varen er på lager.',
  'Fri frakt på bestillinger over 6000 kr. Bedriftskunder kan handle på faktura med 14 dagers betalingsfrist.',
  'Kontroller alltid originalnummeret mot delen du skal bytte før du bestiller.',
  'Vi har deler til de fleste traktormerker – bruk delesøket for å finne alt som passer din maskin.',
  'Trenger du hjelp til montering? Verkstedet vårt tar oppdrag etter avtale.',
];

/** `0,45` – Norwegian decimal comma. */
export const formatKg = (kg: number) => String(kg).replace('.', ',');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Description (HTML), short description and meta texts of a part or an item, in Norwegian. */
export function describePart(rng: Random, input: PartTextInput): PartText {
  const { fit, partNumbers, maker } = input;
  const lines: string[] = [];
  if (maker)
    lines.push(`<li>Produsent: ${escapeHtml(maker)}${input.original ? ' (originaldel)' : ''}</li>`);
  if (partNumbers.length > 0) {
    lines.push(
      `<li>${input.original ? 'Originalnummer' : 'Erstatter originalnummer'}: ${escapeHtml(partNumbers[0]!)}</li>`,
    );
    if (partNumbers.length > 1)
      lines.push(`<li>Kryssreferanser: ${escapeHtml(partNumbers.slice(1).join(', '))}</li>`);
  }
  if (fit) lines.push(`<li>Passer til: ${escapeHtml(fitText(fit))}</li>`);
  lines.push(`<li>Vekt: ${formatKg(input.weightKg)} kg</li>`);

  const fitParagraph = fit
    ? `<p>Passer til ${escapeHtml(fitText(fit))}. Modellene kan ha ulike utførelser – sammenlign med originalnummeret på delen du bytter.</p>`
    : '';
  const description = `<p>${escapeHtml(input.about)}</p>${fitParagraph}<ul>${lines.join('')}</ul><p>${rng.pick(CLOSINGS)}</p>`;

  const source = input.original
    ? `Originaldel fra ${maker ?? 'produsenten'}`
    : maker
      ? `Kvalitetsdel fra ${maker}`
      : 'Kvalitetsdel';
  const shortText = fit
    ? `${source} til ${fitLabel(fit)}.${partNumbers[0] ? ` ${input.original ? 'Originalnummer' : 'Erstatter'} ${partNumbers[0]}.` : ''}`
    : input.about;
  const shortDescription = `<p>${escapeHtml(shortText)}${input.onSale ? ' Nå på tilbud!' : ''}</p>`;
  const meta = `${input.name}. ${shortText}`;
  return {
    description,
    shortDescription,
    metaTitle: input.name,
    metaDescription: meta.length > 160 ? `${meta.slice(0, 157)}...` : meta,
  };
}
