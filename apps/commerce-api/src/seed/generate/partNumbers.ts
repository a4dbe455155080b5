import type { Random } from './random.js';

/** How a make prints its own (OEM) part numbers. */
export type PartNumberFormat =
  | 'mf'
  | 'jd'
  | 'fendt'
  | 'valtra'
  | 'cnh'
  | 'deutz'
  | 'kubota'
  | 'zetor'
  | 'claas'
  | 'ford'
  | 'db'
  | 'ih'
  | 'same'
  | 'landini'
  | 'renault'
  | 'volvo'
  | 'kverneland'
  | 'kuhn'
  | 'pottinger'
  | 'krone'
  | 'generic';

/** An OEM number as the make prints it, and the way it is often written elsewhere. */
export interface OemNumber {
  /** e.g. `3595854M1`. */
  number: string;
  /** The same number with spaces or dashes, e.g. `3595854 M1` (what dealers' lists show). */
  variant: string;
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

const letter = (rng: Random) => rng.pick(LETTERS.split(''));
const nonZero = (rng: Random) => String(rng.int(1, 9));

/** Each make's format: draws a new OEM number (the draws' order is part of the seed). */
const OEM_FORMATS: Record<PartNumberFormat, (rng: Random) => OemNumber> = {
  mf: (rng) => {
    const body = nonZero(rng) + rng.digits(6);
    const suffix = rng.pick(['M1', 'M1', 'M2', 'M3', 'M91', 'M92']);
    return { number: body + suffix, variant: `${body} ${suffix}` };
  },
  jd: (rng) => {
    const prefix = rng.pick(['RE', 'RE', 'AL', 'AR', 'AT', 'R', 'L']);
    const body = nonZero(rng) + rng.digits(prefix === 'AR' || prefix === 'L' ? 4 : 5);
    return { number: prefix + body, variant: `${prefix} ${body}` };
  },
  fendt: (rng) => {
    const groups = [
      rng.pick(['716', '824', '930', '312', '931', '716']),
      rng.digits(3),
      rng.digits(3),
      `0${rng.digits(1)}0`,
    ];
    const prefix = rng.pick(['F', 'F', 'X', 'G']);
    return { number: prefix + groups.join(''), variant: `${prefix}${groups.join(' ')}` };
  },
  valtra: (rng) => {
    if (rng.chance(0.6)) {
      const body = `8${rng.digits(8)}`;
      return {
        number: `V${body}`,
        variant: `V ${body.slice(0, 3)} ${body.slice(3, 6)} ${body.slice(6)}`,
      };
    }
    const body = `3${rng.digits(7)}`;
    return { number: body, variant: `${body.slice(0, 4)} ${body.slice(4)}` };
  },
  cnh: (rng) => {
    const body = rng.pick(['87', '84', '47', '51', '82']) + rng.digits(6);
    return { number: body, variant: `${body.slice(0, 2)}-${body.slice(2, 5)}-${body.slice(5)}` };
  },
  deutz: (rng) => {
    const body = `0${rng.pick(['4', '4', '1', '2'])}${rng.digits(6)}`;
    return { number: body, variant: `${body.slice(0, 4)} ${body.slice(4)}` };
  },
  kubota: (rng) => {
    const head = rng.pick([
      () => `${nonZero(rng)}${letter(rng)}${rng.digits(3)}`,
      () => `${letter(rng)}${letter(rng)}${rng.digits(3)}`,
      () => `${nonZero(rng)}${rng.digits(4)}`,
    ])();
    const tail = rng.digits(5);
    return { number: `${head}-${tail}`, variant: `${head}${tail}` };
  },
  zetor: (rng) => {
    const body = rng.pick(['70', '69', '78', '93', '97']) + rng.digits(6);
    return { number: body, variant: `${body.slice(0, 2)}-${body.slice(2, 5)}-${body.slice(5)}` };
  },
  claas: (rng) => {
    const body = `000${nonZero(rng)}${rng.digits(6)}`;
    return {
      number: body,
      variant: `${body.slice(0, 3)} ${body.slice(3, 6)} ${body.slice(6, 9)} ${body.slice(9)}`,
    };
  },
  ford: (rng) => {
    if (rng.chance(0.35)) {
      const body = `81${rng.digits(6)}`;
      return { number: body, variant: `${body.slice(0, 4)} ${body.slice(4)}` };
    }
    const prefix = `${rng.pick(['C', 'D', 'E'])}${rng.int(0, 9)}${rng.pick(['NN', 'NN', 'NE'])}`;
    const basic = `${rng.pick(['9', '6', '7', '3', '2', '5'])}${rng.pick(['N', 'A', ''])}${rng.digits(3)}`;
    const suffix = rng.pick(['A', 'B', 'AA', 'AB', 'C']);
    return { number: prefix + basic + suffix, variant: `${prefix}-${basic}-${suffix}` };
  },
  db: (rng) => {
    const digits = rng.pick(['9', '2', '1']) + rng.digits(5);
    return { number: `K${digits}`, variant: `K ${digits}` };
  },
  ih: (rng) => {
    const body = nonZero(rng) + rng.digits(rng.pick([5, 6]));
    const suffix = rng.pick(['R91', 'R92', 'R93', 'R1']);
    return { number: body + suffix, variant: `${body} ${suffix}` };
  },
  same: (rng) => {
    const parts = [rng.pick(['0', '2', '4']), rng.digits(4), rng.digits(3), rng.digits(1)];
    return { number: parts.join('.'), variant: parts.join('') };
  },
  landini: (rng) => {
    const body = nonZero(rng) + rng.digits(6);
    const suffix = rng.pick(['X1', 'M1', 'M91']);
    return { number: body + suffix, variant: `${body} ${suffix}` };
  },
  renault: (rng) => {
    const body = `60050${rng.digits(5)}`;
    return { number: body, variant: `60 050 ${body.slice(5, 7)} ${body.slice(7)}` };
  },
  volvo: (rng) => {
    const body = `11${rng.digits(5)}`;
    return { number: body, variant: `${body.slice(0, 3)} ${body.slice(3)}` };
  },
  kverneland: (rng) => {
    const prefix = rng.pick(['KK', 'AC', 'VN']);
    const body = rng.digits(6);
    return { number: prefix + body, variant: `${prefix} ${body}` };
  },
  kuhn: (rng) => {
    const body = rng.pick(['56', '80', '52', '83']) + rng.digits(6);
    return { number: body, variant: `${body.slice(0, 4)} ${body.slice(4)}` };
  },
  pottinger: (rng) => {
    const body = `${rng.pick(['434', '435', '436', '652', '9'])}${rng.digits(3)}`;
    return { number: `${body.slice(0, 3)}.${body.slice(3)}`, variant: body };
  },
  krone: (rng) => {
    const body = `${rng.pick(['9', '2', '00'])}${rng.digits(6)}`;
    return { number: body, variant: `${body.slice(0, 3)} ${body.slice(3)}` };
  },
  generic: (rng) => {
    const body = nonZero(rng) + rng.digits(rng.pick([5, 6, 7]));
    return { number: body, variant: `${body.slice(0, 3)}-${body.slice(3)}` };
  },
};

/** A new OEM number in the make's real format. */
export function oemPartNumber(rng: Random, format: PartNumberFormat): OemNumber {
  return OEM_FORMATS[format](rng);
}

/** The article number an aftermarket maker prints, or null for makers without one. */
export function makerPartNumber(rng: Random, maker: string): string | null {
  switch (maker) {
    case 'MANN-FILTER':
      return `${rng.pick(['W', 'WK', 'C', 'CF', 'HD', 'WDK'])} ${rng.int(7, 13)}${rng.digits(2)}${rng.chance(0.4) ? `/${rng.int(1, 30)}` : ''}`;
    case 'Fleetguard':
      return `${rng.pick(['LF', 'FF', 'FS', 'AF', 'HF'])}${rng.int(3, 35)}${rng.digits(3)}`;
    case 'Donaldson':
      return `P${rng.pick(['55', '77', '50', '16'])}${rng.digits(4)}`;
    case 'Vapormatic':
      return `VP${rng.pick(['D', 'B', 'C', 'F', 'J', 'K', 'L'])}${rng.int(1, 9)}${rng.digits(3)}`;
    case 'Sparex':
      return `S.${rng.int(1, 16)}${rng.digits(3)}`;
    case 'Bepco':
      return `${rng.int(10, 60)}/${rng.digits(3)}-${rng.int(1, 99)}`;
    case 'Bosch':
      return `0 ${rng.pick(['986', '001', '120', '124'])} ${rng.digits(3)} ${rng.digits(3)}`;
    case 'Hella':
      return `${rng.int(1, 2)}${rng.pick(['GA', 'GM', 'SD', 'KA', 'BA'])} ${rng.digits(3)} ${rng.digits(3)}-${rng.pick(['001', '011', '021', '031'])}`;
    case 'Granit':
      return `${rng.pick(['2', '5', '9'])}${rng.digits(7)}`;
    case 'Kramp':
      return `${rng.pick(['LA', 'HD', 'FU', 'KR', 'BR'])}${rng.digits(5)}KR`;
    case 'Walterscheid':
    case 'Bondioli & Pavesi':
      return rng.digits(7);
    default:
      return null;
  }
}

const known = (number: string, variant: string): OemNumber => ({ number, variant });

/**
 * Well-known OEM numbers (as in the shop's examples and the search benchmark), given to the first
 * generated part of that make and kind so that searching for them finds something.
 */
export const KNOWN_PART_NUMBERS: Record<string, Record<string, OemNumber[]>> = {
  MF: {
    drivstoffilter: [known('3595854M1', '3595854 M1')],
    hydraulikkfilter: [known('1447036M2', '1447036 M2')],
  },
  JD: {
    oljefilter: [known('RE504836', 'RE 504836')],
    hydraulikkfilter: [known('AL78405', 'AL 78405')],
    luftfilter: [known('AR69765', 'AR 69765')],
  },
  FE: {
    drivstoffilter: [known('F716200060010', 'F716 200 060 010')],
    oljefilter: [known('X830112000000', 'X830 112 000 000')],
  },
  VA: {
    oljefilter: [known('V836862458', 'V 836 862 458')],
    drivstoffilter: [known('34408200', '3440 8200')],
  },
  NH: { oljefilter: [known('87802498', '87-802-498')] },
  CIH: { luftfilter: [known('84475580', '84-475-580')] },
  DF: { oljefilter: [known('04180467', '0418 0467')] },
  KU: {
    oljefilter: [known('HH164-32430', 'HH16432430')],
    drivstoffilter: [known('1G311-32430', '1G31132430')],
  },
  ZE: {
    oljefilter: [known('70113521', '70-113-521')],
    drivstoffilter: [known('931160', '93 11 60')],
  },
  CL: { oljefilter: [known('0007700190', '000 770 019 0')] },
  FO: {
    oljefilter: [known('E1NN9N074AA', 'E1NN-9N074-AA')],
    drivstoffilter: [known('81823586', '8182 3586')],
  },
  DB: { oljefilter: [known('K262994', 'K 262994')] },
  IH: { oljefilter: [known('3136488R91', '3136488 R91')] },
};
