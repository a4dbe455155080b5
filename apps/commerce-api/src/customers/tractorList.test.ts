import { describe, expect, it } from 'vitest';
import {
  MAX_NICKNAME_LENGTH,
  checkTractorInput,
  mergeTractors,
  type TractorAddition,
  type TractorEntry,
} from './tractorList.js';

const now = new Date('2026-11-21T10:00:00Z');
const day = (n: number) => new Date(Date.UTC(2026, 10, n));

const entry = (
  over: Partial<TractorEntry> & { id: number | null; modelId: number },
): TractorEntry => ({
  licensePlate: null,
  nickname: null,
  isActive: false,
  addedAt: day(1),
  ...over,
});
const addition = (over: Partial<TractorAddition> & { modelId: number }): TractorAddition => ({
  licensePlate: null,
  nickname: null,
  isActive: false,
  addedAt: day(10),
  ...over,
});

describe('checkTractorInput', () => {
  it('normalises plate and nickname and defaults the time to now', () => {
    expect(
      checkTractorInput({ model_id: 7, license_plate: ' ab 12345 ', nickname: '  Gamle MF ' }, now),
    ).toEqual({
      ok: true,
      addition: {
        modelId: 7,
        licensePlate: 'AB12345',
        nickname: 'Gamle MF',
        isActive: false,
        addedAt: now,
      },
    });
  });

  it('reads empty plate and nickname as none, and is_active only when true', () => {
    expect(
      checkTractorInput({ model_id: 7, license_plate: '  ', nickname: '', is_active: null }, now),
    ).toMatchObject({
      ok: true,
      addition: { licensePlate: null, nickname: null, isActive: false },
    });
    expect(checkTractorInput({ model_id: 7, is_active: true }, now)).toMatchObject({
      addition: { isActive: true },
    });
  });

  it('keeps a guest’s earlier time, and turns a future one into now', () => {
    expect(checkTractorInput({ model_id: 7, added_at: '2026-10-01T08:30:00Z' }, now)).toMatchObject(
      {
        addition: { addedAt: new Date('2026-10-01T08:30:00Z') },
      },
    );
    expect(checkTractorInput({ model_id: 7, added_at: '2026-10-01' }, now)).toMatchObject({
      addition: { addedAt: new Date('2026-10-01T00:00:00Z') },
    });
    expect(checkTractorInput({ model_id: 7, added_at: '2030-01-01T00:00:00Z' }, now)).toMatchObject(
      {
        addition: { addedAt: now },
      },
    );
  });

  it.each([
    [{ model_id: 0 }, /model id/],
    [{ model_id: -3 }, /model id/],
    [{ model_id: 7, license_plate: 'A' }, /at least 3/],
    [{ model_id: 7, license_plate: '<b>x</b>' }, /only letters/],
    [{ model_id: 7, license_plate: 'A'.repeat(11) }, /at most 10/],
    [{ model_id: 7, nickname: 'x'.repeat(MAX_NICKNAME_LENGTH + 1) }, /at most 60/],
    [{ model_id: 7, added_at: 'yesterday' }, /ISO 8601/],
    [{ model_id: 7, added_at: '2026-13-45' }, /ISO 8601/],
  ])('refuses %j', (input, message) => {
    const result = checkTractorInput(input, now);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toMatch(message);
  });

  it('counts nickname characters, not UTF-16 units', () => {
    expect(
      checkTractorInput({ model_id: 7, nickname: '🚜'.repeat(MAX_NICKNAME_LENGTH) }, now).ok,
    ).toBe(true);
  });
});

describe('mergeTractors', () => {
  it('appends new machines', () => {
    const list = mergeTractors([entry({ id: 1, modelId: 5 })], [addition({ modelId: 6 })]);
    expect(list).toEqual([
      entry({ id: 1, modelId: 5 }),
      {
        id: null,
        modelId: 6,
        licensePlate: null,
        nickname: null,
        isActive: false,
        addedAt: day(10),
      },
    ]);
  });

  it('merges the same model and plate, keeping the earlier time and the nickname', () => {
    const list = mergeTractors(
      [entry({ id: 1, modelId: 5, licensePlate: 'AB12345', nickname: 'Gamle', addedAt: day(5) })],
      [addition({ modelId: 5, licensePlate: 'AB12345', nickname: 'Ny', addedAt: day(2) })],
    );
    expect(list).toEqual([
      entry({ id: 1, modelId: 5, licensePlate: 'AB12345', nickname: 'Gamle', addedAt: day(2) }),
    ]);
  });

  it('merges a machine without plate into one with, and gives a plate to one without', () => {
    expect(
      mergeTractors(
        [entry({ id: 1, modelId: 5, licensePlate: 'AB12345' })],
        [addition({ modelId: 5 })],
      ),
    ).toEqual([entry({ id: 1, modelId: 5, licensePlate: 'AB12345' })]);
    expect(
      mergeTractors(
        [entry({ id: 1, modelId: 5 })],
        [addition({ modelId: 5, licensePlate: 'CD67890', nickname: 'Fra skiltet' })],
      ),
    ).toEqual([entry({ id: 1, modelId: 5, licensePlate: 'CD67890', nickname: 'Fra skiltet' })]);
  });

  it('keeps two machines of one model with different plates apart', () => {
    const list = mergeTractors(
      [entry({ id: 1, modelId: 5, licensePlate: 'AB12345' })],
      [addition({ modelId: 5, licensePlate: 'CD67890' })],
    );
    expect(list.map((e) => e.licensePlate)).toEqual(['AB12345', 'CD67890']);
  });

  it('prefers the entry with the same plate over one without', () => {
    const list = mergeTractors(
      [entry({ id: 1, modelId: 5 }), entry({ id: 2, modelId: 5, licensePlate: 'CD67890' })],
      [addition({ modelId: 5, licensePlate: 'CD67890', nickname: 'B' })],
    );
    expect(list).toEqual([
      entry({ id: 1, modelId: 5 }),
      entry({ id: 2, modelId: 5, licensePlate: 'CD67890', nickname: 'B' }),
    ]);
  });

  it('merges duplicates inside one batch (a guest list sent twice loses nothing and gains nothing)', () => {
    const guest = [
      addition({ modelId: 5, licensePlate: 'AB12345', isActive: true }),
      addition({ modelId: 6 }),
      addition({ modelId: 6 }),
    ];
    const once = mergeTractors([], guest);
    expect(once).toHaveLength(2);
    const stored = once.map((e, index) => ({ ...e, id: index + 1 }));
    expect(mergeTractors(stored, guest)).toEqual(stored);
  });

  it('makes the last addition marked active the only active machine', () => {
    const list = mergeTractors(
      [entry({ id: 1, modelId: 5, isActive: true }), entry({ id: 2, modelId: 6 })],
      [
        addition({ modelId: 6, isActive: true }),
        addition({ modelId: 7, isActive: true }),
        addition({ modelId: 8 }),
      ],
    );
    expect(list.map((e) => [e.modelId, e.isActive])).toEqual([
      [5, false],
      [6, false],
      [7, true],
      [8, false],
    ]);
  });

  it('keeps the active machine when no addition is marked active', () => {
    const list = mergeTractors(
      [entry({ id: 1, modelId: 5, isActive: true })],
      [addition({ modelId: 6 })],
    );
    expect(list.map((e) => e.isActive)).toEqual([true, false]);
  });

  it('does not change its inputs', () => {
    const existing = [entry({ id: 1, modelId: 5 })];
    const copy = structuredClone(existing);
    mergeTractors(existing, [addition({ modelId: 5, licensePlate: 'AB12345', isActive: true })]);
    expect(existing).toEqual(copy);
  });
});
