/**
 * The carriers the shop ships with (the table is `@agri-parts/schema/rules/carriers.json`, which
 * the SDK's timeline tests against too): code, shown name, public tracking page, and the shape
 * of their tracking numbers for the seed and `/dev/ship`.
 */
export const CARRIERS = {
  bring: {
    title: 'Posten/Bring',
    trackingUrl: 'https://sporing.bring.no/sporing/{number}',
  },
  postnord: {
    title: 'PostNord',
    trackingUrl: 'https://tracking.postnord.com/no/?id={number}',
  },
  dbschenker: {
    title: 'DB Schenker',
    trackingUrl: 'https://www.dbschenker.com/app/tracking-public/?refNumber={number}',
  },
} as const;

export type CarrierCode = keyof typeof CARRIERS;

export function isCarrierCode(value: string): value is CarrierCode {
  return Object.hasOwn(CARRIERS, value);
}

/** The carrier's public tracking page for a tracking number. */
export function trackingUrl(carrier: CarrierCode, number: string): string {
  return CARRIERS[carrier].trackingUrl.replace('{number}', encodeURIComponent(number));
}

/** GS1's mod-10 check digit (SSCC, GTIN): weights 3 and 1 from the right. */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * A tracking number in the carrier's format from `serial` digits: Bring labels parcels with an
 * SSCC (18 digits, extension 3, GS1 Norway's prefix 70); PostNord prints the SSCC with the
 * application identifier 00 in front (20 digits); DB Schenker's land transport uses a
 * 10-digit consignment number.
 */
export function trackingNumber(carrier: CarrierCode, serial: string): string {
  switch (carrier) {
    case 'bring': {
      const body = `370722${serial.padStart(11, '0').slice(-11)}`;
      return `${body}${gs1CheckDigit(body)}`;
    }
    case 'postnord': {
      const body = `370726${serial.padStart(11, '0').slice(-11)}`;
      return `00${body}${gs1CheckDigit(body)}`;
    }
    case 'dbschenker':
      return `18${serial.padStart(8, '0').slice(-8)}`;
  }
}
