import { brand, series, type BrandSpec } from './brandSpec.js';

/** Implement makes: series are kinds of machine, so parts can be matched to mowers, balers … */
export const IMPLEMENT_BRANDS: BrandSpec[] = [
  brand('Kverneland', 'KV', 'kverneland', 6, [
    series('ploger', 'ES 85:2005-, LD 85:2000-2012, 2500 S:2008-', 'plog'),
    series('slåmaskiner', 'Taarup 4332:2001-2008, 2828 MN:2010-, 3232 MT:2010-', 'slamaskin'),
    series('rundballepresser', '6250:2008-2016', 'presse'),
  ]),
  brand('Kuhn', 'KH', 'kuhn', 5, [
    series('slåmaskiner', 'GMD 280:2002-, GMD 3125 F:2012-, FC 3125 D:2012-', 'slamaskin'),
    series('river og vendere', 'GF 7802:2008-, GA 4321:2006-', 'rive'),
    series('gjødselspredere', 'Axis 40.2:2010-, MDS 19.1:2009-', 'spreder'),
    series('harver', 'HR 3004:2006-', 'harv'),
  ]),
  brand('Vicon', 'VI', 'kverneland', 3, [
    series('slåmaskiner', 'CM 240:1998-2008, Extra 332:2010-', 'slamaskin'),
    series('river', 'Andex 424:2004-', 'rive'),
    series('rundballepresser', 'RV 2190:2002-2010', 'presse'),
  ]),
  brand('Pöttinger', 'PO', 'pottinger', 4, [
    series('slåmaskiner', 'Novacat 301:2008-, Novacat 352:2008-', 'slamaskin'),
    series('river', 'Top 342:2005-, Eurotop 421:2000-2012', 'rive'),
    series('harver', 'Terradisc 3001:2010-, Lion 3002:2012-', 'harv'),
  ]),
  brand('Krone', 'KR', 'krone', 4, [
    series('slåmaskiner', 'EasyCut R 320:2012-, AM 283 S:2004-2014', 'slamaskin'),
    series('presser', 'Comprima V 150:2009-, Fortima V 1500:2007-, BiG Pack 1290:2010-', 'presse'),
  ]),
  brand('Orkel', 'OR', 'generic', 3, [
    series('presser', 'GP 1260:2005-, MP 2000:2008-, Dens-X:2014-', 'presse'),
  ]),
  brand('Tume', 'TU', 'generic', 2, [
    series('såmaskiner', 'Nova Combi 3000:2008-, Nova Combi 4000:2008-', 'saamaskin'),
  ]),
  brand('Amazone', 'AM', 'generic', 3, [
    series('gjødselspredere', 'ZA-M 1501:2003-, ZA-TS 3200:2012-', 'spreder'),
    series('såmaskiner', 'D9 3000:1998-', 'saamaskin'),
    series('harver', 'Catros 3001:2010-', 'harv'),
  ]),
  brand('Lemken', 'LE', 'generic', 3, [
    series('ploger', 'EurOpal 7:2000-, Juwel 8:2011-', 'plog'),
    series('harver', 'Zirkon 10:2010-, Rubin 9:2008-', 'harv'),
  ]),
  brand('Väderstad', 'VD', 'generic', 3, [
    series('såmaskiner', 'Rapid A 400S:2000-, Spirit 400S:2008-', 'saamaskin'),
    series('harver', 'Carrier 300:2004-, NZ Aggressive 600:2006-', 'harv'),
  ]),
  brand('McHale', 'MC', 'generic', 3, [
    series('presser og pakkere', 'F5500:2004-, Fusion 3:2011-, V660:2012-, 991 BC:2006-', 'presse'),
  ]),
];

export const COMBINE_BRANDS: BrandSpec[] = [
  brand('Claas', 'CL', 'claas', 5, [
    series('Dominator', 'Dominator 88:1978-1990, Dominator 98:1978-1993, Dominator 108:1981-1993'),
    series('Lexion', 'Lexion 570:2002-2011, Lexion 660:2009-2014'),
    series('Medion', 'Medion 310:2000-2008'),
    series('Tucano', 'Tucano 430:2008-'),
  ]),
  brand('John Deere', 'JD', 'jd', 4, [
    series('klassiske tresker', '1055:1990-1998, 1177:1990-1998, 2064:1998-2004'),
    series('WTS-serien', '9640 WTS:2004-2008'),
    series('W-serien', 'W540:2008-2014'),
    series('T-serien', 'T660:2008-2014'),
  ]),
  brand('Massey Ferguson', 'MF', 'mf', 3, [
    series('klassiske tresker', 'MF 38:1980-1988, MF 40:1982-1990'),
    series('Cerea', '7278 Cerea:2006-2012'),
  ]),
  brand('New Holland', 'NH', 'cnh', 3, [
    series('klassiske tresker', '8070:1982-1990, TX 66:1996-2002'),
    series('CX-serien', 'CX8070:2007-2014'),
    series('TC-serien', 'TC5070:2011-'),
  ]),
  brand('Sampo Rosenlew', 'SR', 'generic', 3, [
    series('SR-serien', 'SR 2045:1985-2000, SR 2065:1990-2004'),
    series('Comia', 'Comia C22:2010-'),
  ]),
  brand('Deutz-Fahr', 'DF', 'deutz', 2, [
    series('tresker', 'M 1002:1975-1983, 5690 HTS:2006-2012'),
  ]),
];

export const TRAILER_BRANDS: BrandSpec[] = [
  brand('Joskin', 'JO', 'generic', 4, [
    series('dumpere', 'Trans-Space 7000:2008-, Trans-KTP 22/50:2010-', 'dumper'),
    series('lastevogner', 'Drakkar 8600:2012-', 'lastevogn'),
    series('gjødselvogner', 'Modulo2 10000:2006-, Komfort2 16000:2008-', 'gjodselvogn'),
  ]),
  brand('Krampe', 'KP', 'generic', 3, [
    series('dumpere', 'Bandit 750:2009-, Big Body 650:2008-, HP 20:2005-', 'dumper'),
  ]),
  brand('Fliegl', 'FL', 'generic', 3, [
    series('tilhengere', 'ASW 271:2008-, DK 180-88:2006-', 'dumper'),
  ]),
];
