import { describe, expect, it } from 'vitest';
import {
  fitmentState,
  activeTractor,
  addGuestTractor,
  emptyTractorList,
  fitsActiveTractor,
  guestTractorId,
  mapTractors,
  mergeTractors,
  parseStoredTractors,
  removeTractor,
  sameTractor,
  serializeTractors,
  setActiveTractor,
  tractorInputs,
  type Tractor,
  type TractorInput,
  type TractorList,
} from './tractorRules';

const traktor = { id: 1, name: 'Traktor', slug: 'traktor' };
const mf = { id: 1, name: 'Massey Ferguson', slug: 'massey-ferguson' };
const mf6480 = { id: 10, name: '6480', slug: '6480' };
const mf135 = { id: 12, name: '135', slug: '135' };

const input = (model = mf6480, licensePlate?: string | null, nickname?: string): TractorInput => ({
  finder: traktor,
  brand: mf,
  model,
  ...(licensePlate !== undefined && { licensePlate }),
  ...(nickname !== undefined && { nickname }),
});

function tractor(overrides: Partial<Tractor> = {}): Tractor {
  const base: Tractor = {
    id: 'guest:10:',
    finder: traktor,
    brand: mf,
    model: mf6480,
    licensePlate: null,
    nickname: null,
    addedAt: '2026-01-01T00:00:00.000Z',
  };
  return { ...base, ...overrides };
}

const now = '2026-11-21T10:00:00.000Z';

describe('guestTractorId', () => {
  it('names an entry by its model and plate', () => {
    expect(guestTractorId(10, 'AB12345')).toBe('guest:10:AB12345');
    expect(guestTractorId(10, null)).toBe('guest:10:');
  });
});

describe('sameTractor', () => {
  const plate = (licensePlate: string | null, model = mf6480) => ({ model, licensePlate });

  it.each([
    [plate(null), plate(null), true],
    [plate('AB1'), plate('AB1'), true],
    [plate('AB1'), plate(null), true],
    [plate(null), plate('AB1'), true],
    [plate('AB1'), plate('CD2'), false],
    [plate(null), plate(null, mf135), false],
    [plate('AB1'), plate('AB1', mf135), false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(sameTractor(a, b)).toBe(same);
  });
});

describe('addGuestTractor', () => {
  it('adds the first machine as the active one, with its plate normalised', () => {
    const list = addGuestTractor(emptyTractorList, input(mf6480, ' ab 12345 ', ' Gamle '), { now });

    expect(list).toEqual({
      tractors: [
        tractor({
          id: 'guest:10:AB12345',
          licensePlate: 'AB12345',
          nickname: 'Gamle',
          addedAt: now,
        }),
      ],
      activeId: 'guest:10:AB12345',
    });
  });

  it('keeps the active machine when another is added, unless asked', () => {
    const one = addGuestTractor(emptyTractorList, input(), { now });

    const two = addGuestTractor(one, input(mf135), { now });
    const switched = addGuestTractor(one, input(mf135), { now, active: true });

    expect(two.tractors.map((entry) => entry.model.id)).toEqual([10, 12]);
    expect(two.activeId).toBe('guest:10:');
    expect(switched.activeId).toBe('guest:12:');
  });

  it('does not make the first machine active when told not to', () => {
    expect(addGuestTractor(emptyTractorList, input(), { now, active: false }).activeId).toBe(null);
  });

  it('merges the same model without a plate into the entry, which takes the plate', () => {
    const first = addGuestTractor(emptyTractorList, input(mf6480, null, 'Gamle'), { now: '2025' });

    const merged = addGuestTractor(first, input(mf6480, 'AB12345'), { now });

    expect(merged).toEqual({
      tractors: [
        tractor({
          id: 'guest:10:AB12345',
          licensePlate: 'AB12345',
          nickname: 'Gamle',
          addedAt: '2025',
        }),
      ],
      activeId: 'guest:10:AB12345',
    });
  });

  it('keeps two machines of the same model with different plates', () => {
    const first = addGuestTractor(emptyTractorList, input(mf6480, 'AB1'), { now });

    expect(addGuestTractor(first, input(mf6480, 'CD2'), { now }).tractors).toHaveLength(2);
  });

  it('treats an empty nickname and plate as none', () => {
    const list = addGuestTractor(emptyTractorList, input(mf6480, '  ', '   '), { now });

    expect(list.tractors[0]).toMatchObject({ licensePlate: null, nickname: null });
  });
});

describe('mergeTractors', () => {
  it('keeps the existing nickname unless the new entry has one, and the earlier date', () => {
    const list: TractorList = {
      tractors: [tractor({ nickname: 'Gamle', addedAt: '2026-03' })],
      activeId: null,
    };

    expect(mergeTractors(list, [tractor({ addedAt: '2026-01' })]).tractors).toEqual([
      tractor({ nickname: 'Gamle', addedAt: '2026-01' }),
    ]);
    expect(mergeTractors(list, [tractor({ nickname: 'Ny', addedAt: '2026-05' })]).tractors).toEqual(
      [tractor({ nickname: 'Ny', addedAt: '2026-03' })],
    );
  });

  it('keeps account ids, and moves the active id with a guest entry whose plate was filled in', () => {
    const account: TractorList = { tractors: [tractor({ id: '7' })], activeId: '7' };
    const guest: TractorList = { tractors: [tractor()], activeId: 'guest:10:' };
    const withPlate = tractor({ id: 'guest:10:AB1', licensePlate: 'AB1' });

    expect(mergeTractors(account, [withPlate])).toEqual({
      tractors: [tractor({ id: '7', licensePlate: 'AB1' })],
      activeId: '7',
    });
    expect(mergeTractors(guest, [withPlate])).toEqual({
      tractors: [withPlate],
      activeId: 'guest:10:AB1',
    });
  });

  it('merges duplicates within the incoming entries too', () => {
    expect(
      mergeTractors(emptyTractorList, [
        tractor(),
        tractor({ id: 'guest:10:AB1', licensePlate: 'AB1' }),
      ]).tractors,
    ).toHaveLength(1);
  });

  it('leaves the given list unchanged', () => {
    const list: TractorList = { tractors: [tractor()], activeId: null };
    mergeTractors(list, [tractor({ model: mf135, id: 'guest:12:' })]);

    expect(list.tractors).toHaveLength(1);
  });
});

describe('removeTractor and setActiveTractor', () => {
  const list: TractorList = {
    tractors: [tractor(), tractor({ id: 'guest:12:', model: mf135 })],
    activeId: 'guest:10:',
  };

  it('removes an entry and clears the active choice with it', () => {
    expect(removeTractor(list, 'guest:10:')).toEqual({
      tractors: [list.tractors[1]],
      activeId: null,
    });
    expect(removeTractor(list, 'guest:12:')).toEqual({
      tractors: [list.tractors[0]],
      activeId: 'guest:10:',
    });
  });

  it('changes nothing for an id not listed', () => {
    expect(removeTractor(list, 'nope')).toBe(list);
    expect(setActiveTractor(list, 'nope')).toBe(list);
  });

  it('makes an entry active, or none', () => {
    expect(setActiveTractor(list, 'guest:12:').activeId).toBe('guest:12:');
    expect(setActiveTractor(list, null).activeId).toBe(null);
    expect(setActiveTractor(list, 'guest:10:')).toBe(list);
  });

  it('finds the active machine', () => {
    expect(activeTractor(list)).toBe(list.tractors[0]);
    expect(activeTractor({ ...list, activeId: null })).toBe(null);
    expect(activeTractor({ ...list, activeId: 'gone' })).toBe(null);
  });
});

describe('fitsActiveTractor', () => {
  const fitments = [{ model: { id: 12 } }, { model: { id: 10 } }];

  it.each([
    [fitments, tractor(), true],
    [fitments, tractor({ model: { id: 99, name: 'X', slug: 'x' } }), false],
    [[], tractor(), false],
    [fitments, null, null],
    [[], null, null],
  ])('%j with %j: %s', (given, active, fits) => {
    expect(fitsActiveTractor(given, active)).toBe(fits);
  });
});

describe('mapTractors and tractorInputs', () => {
  it('maps the account list and its active entry', () => {
    const rows = [
      {
        id: '3',
        finder: traktor,
        brand: mf,
        model: mf6480,
        license_plate: 'AB1',
        nickname: null,
        is_active: false,
        added_at: '2026-01',
      },
      {
        id: '4',
        finder: traktor,
        brand: mf,
        model: mf135,
        license_plate: null,
        nickname: 'Gamle',
        is_active: true,
        added_at: '2026-02',
      },
    ];

    expect(mapTractors(rows)).toEqual({
      tractors: [
        tractor({ id: '3', licensePlate: 'AB1', addedAt: '2026-01' }),
        tractor({ id: '4', model: mf135, nickname: 'Gamle', addedAt: '2026-02' }),
      ],
      activeId: '4',
    });
    expect(mapTractors([])).toEqual({ tractors: [], activeId: null });
  });

  it('sends a guest list with dates, plates, nicknames and the active flag', () => {
    const list: TractorList = {
      tractors: [
        tractor({ licensePlate: 'AB1', id: 'guest:10:AB1' }),
        tractor({ id: 'guest:12:', model: mf135, nickname: 'X' }),
      ],
      activeId: 'guest:12:',
    };

    expect(tractorInputs(list)).toEqual([
      {
        model_id: 10,
        license_plate: 'AB1',
        nickname: null,
        is_active: false,
        added_at: '2026-01-01T00:00:00.000Z',
      },
      {
        model_id: 12,
        license_plate: null,
        nickname: 'X',
        is_active: true,
        added_at: '2026-01-01T00:00:00.000Z',
      },
    ]);
  });
});

describe('serializeTractors and parseStoredTractors', () => {
  it('reads back what it wrote', () => {
    const list = addGuestTractor(
      addGuestTractor(emptyTractorList, input(mf6480, 'AB1', 'Gamle'), { now }),
      input(mf135),
      { now, active: true },
    );

    expect(parseStoredTractors(serializeTractors(list))).toEqual(list);
  });

  it.each([null, '', 'not json', '[]', '{}', '{"tractors": 3}', 'null', '42'])(
    'reads %j as the empty list',
    (stored) => {
      expect(parseStoredTractors(stored)).toEqual({ tractors: [], activeId: null });
    },
  );

  it('drops broken entries, merges duplicates and clears an active id not listed', () => {
    const stored = JSON.stringify({
      tractors: [
        { finder: traktor, brand: mf, model: mf6480, licensePlate: 'ab 1', addedAt: '2026' },
        { finder: traktor, brand: mf, model: { id: '10', name: 'x', slug: 'x' } },
        { finder: traktor, model: mf135 },
        'junk',
        { finder: traktor, brand: mf, model: mf6480, nickname: '' },
      ],
      activeId: 'guest:99:',
    });

    expect(parseStoredTractors(stored)).toEqual({
      tractors: [tractor({ id: 'guest:10:AB1', licensePlate: 'AB1', addedAt: '' })],
      activeId: null,
    });
  });
});

describe('fitmentState', () => {
  const tractor = { model: { id: 42 } };
  const fits = (...ids: number[]) => ids.map((id) => ({ model: { id } }));

  it('says nothing without an active tractor', () => {
    expect(fitmentState({ fitments: fits(42), universalFit: false }, null)).toBeNull();
  });

  it('fits when a fitment is the tractor model, flagged universal or not', () => {
    expect(fitmentState({ fitments: fits(7, 42), universalFit: false }, tractor)).toBe('fits');
    expect(fitmentState({ fitments: fits(42), universalFit: true }, tractor)).toBe('fits');
  });

  it('does not fit a product whose fitments name only other models', () => {
    expect(fitmentState({ fitments: fits(7, 8), universalFit: false }, tractor)).toBe(
      'does-not-fit',
    );
  });

  it('calls a product without fitment data universal, never "does not fit"', () => {
    expect(fitmentState({ fitments: [], universalFit: false }, tractor)).toBe('universal');
  });

  it('calls a product the catalogue marks "passer alle" universal even with other fitments', () => {
    expect(fitmentState({ fitments: fits(7), universalFit: true }, tractor)).toBe('universal');
  });
});
