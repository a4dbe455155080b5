import { brand, series, type BrandSpec } from './brandSpec.js';

/**
 * Tractor makes sold in Norway with real model names, grouped in the series a shop names parts
 * after ("Massey Ferguson 5400-serien"). Years are approximate production years.
 */
export const TRACTOR_BRANDS: BrandSpec[] = [
  brand('Massey Ferguson', 'MF', 'mf', 10, [
    series('100-serien', '135:1964-1979, 165:1964-1975, 178:1964-1972, 188:1971-1981'),
    series('200-serien', '240:1979-1997, 265:1976-1982, 290:1979-1986'),
    series('300-serien', '350:1986-1997, 365:1986-1997, 390:1986-1997, 399:1986-1997'),
    series('3000-serien', '3060:1986-1993, 3080:1986-1993, 3120:1986-1993'),
    series('4200-serien', '4235:1997-2002, 4255:1997-2002, 4270:1997-2002'),
    series('5400-serien', '5435:2003-2008, 5445:2003-2008, 5455:2003-2008, 5465:2003-2008'),
    series('5600-serien', '5610:2012-2017, 5613:2013-2018'),
    series('6400-serien', '6465:2003-2008, 6480:2003-2008, 6495:2003-2008'),
    series('7400-serien', '7480:2003-2009, 7485:2003-2009, 7495:2003-2009'),
    series('7700-serien', '7718:2015-2020, 7720:2015-2020, 7726:2015-2020'),
  ]),
  brand('John Deere', 'JD', 'jd', 10, [
    series('30-serien', '2030:1971-1975, 2130:1973-1980, 3130:1973-1980'),
    series('40-serien', '2040:1976-1982, 2140:1979-1986, 3140:1979-1986, 3640:1982-1987'),
    series('6000-serien', '6100:1992-1997, 6200:1992-1997, 6300:1992-1997, 6400:1992-1997'),
    series('6020-serien', '6320:2002-2007, 6420:2002-2007, 6520:2002-2007'),
    series('6030-serien', '6330:2007-2011, 6430:2007-2011, 6830:2007-2011'),
    series('6M-serien', '6120M:2013-, 6155M:2013-'),
    series('6R-serien', '6R 150:2021-, 6R 185:2021-, 6R 215:2021-'),
    series('7R-serien', '7R 290:2020-, 7R 310:2020-'),
  ]),
  brand('Valtra', 'VA', 'valtra', 9, [
    series('6000-serien', '6250:1996-2003, 6400:1996-2003, 6550:1999-2003, 6850:1999-2003'),
    series('8000-serien', '8050:1996-2003, 8150:1996-2003, 8450:1996-2003'),
    series('A-serien', 'A75:2011-2016, A95:2011-2016'),
    series('N-serien', 'N101:2007-2011, N121:2007-2011, N141:2007-2011, N154e:2012-2017'),
    series('T-serien', 'T151:2007-2011, T171:2007-2011, T191:2007-2011, T234:2014-2018'),
  ]),
  brand('Fendt', 'FE', 'fendt', 7, [
    series('Farmer-serien', 'Farmer 308:1984-1993, Farmer 309:1984-1993, Farmer 311:1984-1993'),
    series('200 Vario', '207 Vario:2008-, 209 Vario:2008-, 211 Vario:2008-'),
    series('300 Vario', '310 Vario:2007-2019, 312 Vario:2007-2019'),
    series('400 Vario', '411 Vario:2000-2015, 415 Vario:2000-2015'),
    series('500 Vario', '512 Vario:2013-, 516 Vario:2013-'),
    series('700 Vario', '716 Vario:2011-, 724 Vario:2011-'),
    series('800 Vario', '824 Vario:2014-, 828 Vario:2014-'),
    series('900 Vario', '930 Vario:2007-, 939 Vario:2007-'),
  ]),
  brand('New Holland', 'NH', 'cnh', 7, [
    series('40-serien', '6640:1994-1998, 7840:1994-1998, 8340:1994-1998'),
    series('TS-serien', 'TS100:1997-2003, TS115:1997-2003'),
    series('TM-serien', 'TM130:2000-2006, TM150:2000-2006'),
    series('T5-serien', 'T5.110:2012-2017'),
    series('T6-serien', 'T6.155:2013-2018, T6.165:2013-2018, T6.180:2013-2018'),
    series('T7-serien', 'T7.210:2011-2015, T7.250:2011-2015'),
  ]),
  brand('Ford', 'FO', 'ford', 6, [
    series('000-serien', '3000:1965-1975, 4000:1965-1975, 5000:1965-1975, 7000:1971-1975'),
    series(
      '600-serien',
      '3600:1975-1981, 4600:1975-1981, 5600:1975-1981, 6600:1975-1981, 7600:1975-1981',
    ),
    series(
      '10-serien',
      '4610:1981-1991, 5610:1981-1991, 6610:1981-1991, 7610:1981-1991, 7710:1981-1991',
    ),
    series('TW-serien', 'TW-15:1983-1989, TW-25:1983-1989'),
  ]),
  brand('Case IH', 'CIH', 'cnh', 5, [
    series('XL-serien', '856 XL:1980-1988, 956 XL:1980-1988, 1056 XL:1980-1988'),
    series('CS-serien', 'CS 110:1997-2001, CS 130:1997-2001'),
    series('JX-serien', 'JX70:2004-2009, JX90:2004-2009'),
    series('Maxxum', 'Maxxum 110:2008-2014, Maxxum 125:2008-2014'),
    series('Puma', 'Puma 145:2007-2013, Puma 165:2007-2013, Puma 185:2007-2013'),
  ]),
  brand('Deutz-Fahr', 'DF', 'deutz', 5, [
    series('DX-serien', 'DX 3.50:1978-1986, DX 4.70:1978-1986, DX 6.30:1980-1986'),
    series('Agrotron', 'Agrotron 106:1995-2001, Agrotron 120:1995-2001, Agrotron 150:1995-2001'),
    series('5-serien', '5110:2016-, 5120:2016-'),
    series('6-serien', '6155:2013-, 6165:2013-'),
  ]),
  brand('Kubota', 'KU', 'kubota', 4, [
    series('B-serien', 'B2530:2008-2016'),
    series('L-serien', 'L4240:2009-2015, L5040:2009-2015'),
    series('M-serien', 'M9540:2007-2014, M135GX:2009-2013, M5111:2015-'),
    series('M7-serien', 'M7-151:2015-, M7-171:2015-'),
  ]),
  brand('Zetor', 'ZE', 'zetor', 4, [
    series(
      'UR I-serien',
      '5011:1973-1984, 5211:1984-1997, 6211:1984-1997, 7211:1984-1997, 7245:1984-1997',
    ),
    series('Crystal-serien', 'Crystal 8011:1968-1984, Crystal 12011:1968-1984'),
    series('Proxima', 'Proxima 85:2008-, Proxima 100:2008-'),
    series('Forterra', 'Forterra 115:2008-, Forterra 135:2008-'),
  ]),
  brand('Claas', 'CL', 'claas', 4, [
    series('Ares', 'Ares 557:2004-2008, Ares 657:2004-2008, Ares 836:2002-2007'),
    series('Arion', 'Arion 430:2012-, Arion 530:2012-, Arion 640:2012-'),
    series('Axion', 'Axion 850:2014-, Axion 870:2014-'),
  ]),
  brand('International (IH)', 'IH', 'ih', 4, [
    series('74-serien', '274:1975-1981, 454:1971-1977, 574:1971-1981'),
    series('84/85-serien', '585:1981-1985, 784:1977-1984, 844:1977-1984'),
    series('55-serien', '955:1981-1985, 1055:1981-1985, 1255:1981-1985'),
  ]),
  brand('David Brown', 'DB', 'db', 3, [
    series('Selectamatic', '880:1965-1971, 990:1965-1971, 1200:1967-1971'),
    series('90-serien', '995:1971-1980, 1390:1979-1983, 1490:1979-1983, 1690:1979-1983'),
  ]),
  brand('Volvo BM', 'VBM', 'volvo', 3, [
    series('T-serien', 'T 430:1964-1973, T 650:1973-1979, T 800:1969-1973, T 814:1969-1973'),
    series(
      'Valmet-serien',
      'Valmet 505:1982-1986, Valmet 605:1982-1986, Valmet 805:1982-1986, Valmet 2105:1982-1986',
    ),
  ]),
  brand('Same', 'SA', 'same', 2, [
    series('Explorer', 'Explorer 80:1990-1999, Explorer 90:1990-1999'),
    series('Laser', 'Laser 130:1992-1998'),
    series('Iron', 'Iron 130:2002-2008'),
    series('Dorado', 'Dorado 86:2005-2011'),
  ]),
  brand('Landini', 'LA', 'landini', 2, [
    series('60-serien', '6860:1983-1992, 8860:1983-1992'),
    series('Legend', 'Legend 145:1997-2003'),
    series('Powerfarm', 'Powerfarm 95:2005-2013, Powerfarm 105:2005-2013'),
  ]),
  brand('Steyr', 'ST', 'cnh', 2, [
    series('8000-serien', '8080:1984-1993, 8090:1984-1993'),
    series('9000-serien', '9094:1996-2000'),
    series('CVT', 'CVT 6170:2005-2013'),
    series('Profi', 'Profi 4130:2013-'),
  ]),
  brand('Renault', 'RE', 'renault', 2, [
    series('TX-serien', '80-14:1984-1992, 106-54:1984-1992'),
    series('Ceres', 'Ceres 85:1994-2000'),
    series('Ares', 'Ares 620:1997-2003'),
    series('Temis', 'Temis 650:1998-2003'),
  ]),
];
