/**
 * How the vehicle registry (and people) spell the part finder's brands. One table, so a new
 * spelling is added in one place. Keys are the part finder's brand names exactly as seeded;
 * spellings are compared after `normaliseName` (case, accents, spacing and punctuation do not
 * matter), and the brand's own name always counts, so it is not repeated here.
 */
export const BRAND_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'Massey Ferguson': ['MF', 'Massey-Ferguson', 'Massey', 'AGCO Massey Ferguson'],
  'John Deere': ['JD', 'Deere', 'Deere & Company', 'John Deere Werke'],
  Valtra: ['Valmet', 'Valtra Valmet', 'Valtra Inc'],
  Fendt: ['AGCO Fendt', 'Xaver Fendt'],
  'New Holland': ['NH', 'CNH New Holland'],
  Ford: ['Fordson', 'Ford Tractor'],
  'Case IH': ['Case', 'CIH', 'J I Case'],
  'Deutz-Fahr': ['Deutz', 'KHD', 'KHD Deutz'],
  'International (IH)': [
    'IH',
    'IHC',
    'International',
    'International Harvester',
    'McCormick International',
  ],
  'David Brown': ['DB', 'Case David Brown'],
  'Volvo BM': ['Volvo', 'BM Volvo', 'Bolinder-Munktell', 'Volvo BM Valmet'],
  Same: ['Same Tractors'],
  Steyr: ['Steyr-Daimler-Puch'],
  Renault: ['Renault Agriculture'],
  Pöttinger: ['Poettinger'],
  Krone: ['Bernard Krone', 'Maschinenfabrik Bernard Krone'],
  'Sampo Rosenlew': ['Sampo'],
  Väderstad: ['Vaederstad'],
};

/**
 * Makes that stand for several of the part finder's brands: a company's joint name from a merger
 * or a group, under which the registry lists machines of each of them.
 */
export const SHARED_MAKES: Readonly<Record<string, readonly string[]>> = {
  'Ford New Holland': ['Ford', 'New Holland'],
  'Case International': ['Case IH', 'International (IH)'],
  AGCO: ['Massey Ferguson', 'Fendt', 'Valtra'],
  'Same Deutz-Fahr': ['Same', 'Deutz-Fahr'],
  SDF: ['Same', 'Deutz-Fahr'],
  CNH: ['Case IH', 'New Holland', 'Steyr'],
};

const FOLDED: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', ö: 'o', ä: 'a', ü: 'u', ß: 'ss' };

/**
 * A name as the matcher compares it: lower case, Nordic and German letters folded (`Pöttinger`
 * → `pottinger`, `Væderstad` → `vaederstad`), other accents dropped, every run of punctuation
 * and spacing one space, and a space wherever letters meet digits (`MF6480` → `mf 6480`,
 * `T6.155` → `t 6 155`).
 */
export function normaliseName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøåöäüß]/g, (letter) => FOLDED[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([a-z])(?=\d)|(\d)(?=[a-z])/g, '$1$2 ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a name after `normaliseName`. */
export const nameTokens = (text: string): string[] => {
  const normalised = normaliseName(text);
  return normalised === '' ? [] : normalised.split(' ');
};

/** A name with all separators removed (`T6.155` → `t6155`), for comparing model numbers. */
export const compactName = (text: string): string => nameTokens(text).join('');
