import type { Random } from './random.js';

const FIRST_NAMES = [
  'Ola',
  'Kari',
  'Per',
  'Ingrid',
  'Lars',
  'Astrid',
  'Knut',
  'Sigrid',
  'Jon',
  'Marit',
  'Arne',
  'Liv',
  'Odd',
  'Solveig',
  'Bjørn',
  'Randi',
  'Terje',
  'Hilde',
  'Geir',
  'Anne',
  'Svein',
  'Tone',
];
const PLACES = [
  'Voss',
  'Jæren',
  'Hedmark',
  'Toten',
  'Valdres',
  'Innherred',
  'Lista',
  'Romerike',
  'Orkdal',
  'Hadeland',
  'Sunnmøre',
  'Nordfjord',
  'Ringerike',
  'Helgeland',
  'Setesdal',
  'Østerdalen',
];

/** Titles and texts by stars (1–5); each text is two sentences put together at random. */
const SUMMARIES: Record<number, readonly string[]> = {
  1: ['Skuffet', 'Passet ikke', 'Dårlig kvalitet', 'Ikke verdt pengene'],
  2: ['Ikke helt fornøyd', 'Middels', 'Kunne vært bedre', 'Greit nok, men kort levetid'],
  3: ['Grei del', 'Helt ok', 'Gjør jobben', 'Som forventet'],
  4: ['God kvalitet', 'Anbefales', 'Passet fint', 'Rask levering og god del'],
  5: ['Perfekt passform', 'Meget fornøyd', 'Topp kvalitet', 'Akkurat som originalen'],
};
const OPENINGS: Record<number, readonly string[]> = {
  1: [
    'Delen passet ikke på traktoren vår selv om den skulle gjøre det.',
    'Slet ut etter bare en sesong.',
    'Pakningen lakk fra første dag.',
  ],
  2: [
    'Passet, men måtte tilpasses litt før montering.',
    'Kvaliteten er ikke helt på høyde med originaldelen.',
    'Grei pris, men holdt ikke så lenge som håpet.',
  ],
  3: [
    'Gjør det den skal, verken mer eller mindre.',
    'Helt grei erstatning for den gamle delen.',
    'Montering gikk greit med litt tålmodighet.',
  ],
  4: [
    'Passet fint og var enkel å montere.',
    'Solid utførelse til en fornuftig pris.',
    'Har brukt den gjennom hele slåttesesongen uten problemer.',
  ],
  5: [
    'Passet perfekt, akkurat som originaldelen.',
    'Svært god kvalitet, og levert på to dager.',
    'Monterte den på en halvtime, og alt fungerer som nytt.',
  ],
};
const CLOSINGS: Record<number, readonly string[]> = {
  1: ['Returnerte den.', 'Kjøper ikke denne igjen.', 'Anbefales ikke.'],
  2: ['Bruker den inntil videre.', 'Usikker på om jeg kjøper igjen.'],
  3: ['Greit kjøp.', 'Kan anbefales til prisen.'],
  4: ['Kjøper gjerne igjen.', 'Anbefales.', 'Fornøyd med handelen.'],
  5: ['Anbefales på det sterkeste!', 'Kommer til å handle her igjen.', 'Fem stjerner fra meg.'],
};

/** A Norwegian reviewer's nickname, title and text for a review of `stars` (1–5). */
export function reviewText(rng: Random, stars: number) {
  return {
    nickname: `${rng.pick(FIRST_NAMES)} fra ${rng.pick(PLACES)}`,
    summary: rng.pick(SUMMARIES[stars]!),
    text: `${rng.pick(OPENINGS[stars]!)} ${rng.pick(CLOSINGS[stars]!)}`,
  };
}

/**
 * `count` star values (1–5) whose mean is as close to `percent` / 20 as whole stars allow:
 * drawn around the target, then nudged one star at a time until their sum is the nearest one.
 */
export function starsAveraging(rng: Random, count: number, percent: number): number[] {
  const target = Math.min(5 * count, Math.max(count, Math.round((percent / 20) * count)));
  const mean = target / count;
  const stars = Array.from({ length: count }, () =>
    Math.min(5, Math.max(1, Math.round(mean + (rng.next() - 0.5) * 2.2))),
  );
  let sum = stars.reduce((total, value) => total + value, 0);
  while (sum !== target) {
    const index = rng.int(0, count - 1);
    const value = stars[index]!;
    if (sum < target && value < 5) {
      stars[index] = value + 1;
      sum++;
    } else if (sum > target && value > 1) {
      stars[index] = value - 1;
      sum--;
    }
  }
  return stars;
}
