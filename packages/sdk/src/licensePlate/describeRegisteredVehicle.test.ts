import { describe, expect, it } from 'vitest';
import { describeRegisteredVehicle, registeredVehicleTitle } from './describeRegisteredVehicle';

const vehicle = (
  make: string | null,
  tradeName: string | null,
  typeDesignation: string | null = null,
  firstRegistered: string | null = null,
) => ({ make, tradeName, typeDesignation, firstRegistered });

describe('describeRegisteredVehicle', () => {
  it('writes make and trade name as a shopper reads them, with the year', () => {
    expect(describeRegisteredVehicle(vehicle('VALTRA', 'G135 VERSU', null, '2015-03-01'))).toEqual({
      make: 'Valtra',
      model: 'G135 Versu',
      year: 2015,
    });
  });

  it('keeps codes in capitals and title-cases words of three letters or more', () => {
    expect(describeRegisteredVehicle(vehicle('MASSEY FERGUSON', 'MF 6480 DYNA-6'))).toMatchObject({
      make: 'Massey Ferguson',
      model: 'MF 6480 DYNA-6',
    });
    expect(
      describeRegisteredVehicle(vehicle('DEERE & COMPANY', 'trans  space  7000')),
    ).toMatchObject({ make: 'Deere & Company', model: 'Trans Space 7000' });
    expect(describeRegisteredVehicle(vehicle('HÜRLIMANN', 'XL 6R'))).toMatchObject({
      make: 'Hürlimann',
      model: 'XL 6R',
    });
  });

  it('falls back to the type designation and leaves out what the registry left out', () => {
    expect(describeRegisteredVehicle(vehicle('FENDT', null, 'FAV 930', 'not a date'))).toEqual({
      make: 'Fendt',
      model: 'FAV 930',
      year: null,
    });
    expect(describeRegisteredVehicle(vehicle(null, '  ', null, null))).toEqual({
      make: null,
      model: null,
      year: null,
    });
  });
});

describe('registeredVehicleTitle', () => {
  it('joins make, model and year', () => {
    expect(registeredVehicleTitle({ make: 'Valtra', model: 'G135 Versu', year: 2015 })).toBe(
      'Valtra G135 Versu (2015)',
    );
    expect(registeredVehicleTitle({ make: 'Fiat', model: null, year: null })).toBe('Fiat');
    expect(registeredVehicleTitle({ make: null, model: null, year: 2015 })).toBeNull();
  });
});
