import { describe, expect, it } from 'vitest';
import { seededFinderData } from './finderCatalog.js';
import { validateLicensePlate } from './licensePlate.js';
import { measureMatcher } from './matcherAccuracy.js';
import { matchVehicle } from './matchVehicle.js';
import { describeVehicle } from './registryData.js';
import {
  DATASET_BRANCHES,
  NOT_REGISTERED_PLATE,
  UNAVAILABLE_PLATE,
  buildRegistryDataset,
  examplePlates,
} from './registryDataset.js';
import { createSeededRegistry } from './seededRegistry.js';
import { RegistryUnavailableError } from './vehicleRegistry.js';

const finders = seededFinderData();
const dataset = buildRegistryDataset(finders);

describe('the seeded registry dataset', () => {
  it('has a few hundred vehicles with distinct, valid plates', () => {
    expect(dataset.length).toBeGreaterThanOrEqual(300);
    expect(new Set(dataset.map((entry) => entry.plate)).size).toBe(dataset.length);
    for (const entry of dataset) {
      expect(validateLicensePlate(entry.plate), entry.plate).toEqual({
        ok: true,
        plate: entry.plate,
      });
    }
    expect(dataset.map((entry) => entry.plate)).not.toContain(NOT_REGISTERED_PLATE);
    expect(dataset.map((entry) => entry.plate)).not.toContain(UNAVAILABLE_PLATE);
  });

  it('is the same every time', () => {
    expect(buildRegistryDataset(finders)).toEqual(dataset);
  });

  it('covers every branch, with personalised plates and 4- and 5-digit ordinary ones', () => {
    for (const branch of DATASET_BRANCHES) {
      expect(dataset.filter((entry) => entry.branch === branch).length, branch).toBeGreaterThan(5);
    }
    const personalised = dataset.filter((entry) => entry.personalised).map((entry) => entry.plate);
    expect(personalised).toEqual(['TRAKTOR', 'JD4EVER', 'BONDE', 'MELK', 'GRAS', 'ELBIL']);
    expect(dataset.some((entry) => /^[A-Z]{2}\d{4}$/.test(entry.plate))).toBe(true);
    expect(dataset.some((entry) => /^[A-Z]{2}\d{5}$/.test(entry.plate))).toBe(true);
    expect(examplePlates(dataset).unique).toEqual([
      'TRAKTOR',
      'JD4EVER',
      expect.stringMatching(/^[A-Z]{2} \d{5}$/),
    ]);
  });

  it('has every seeded tractor, combine and trailer model once in the unique branch', () => {
    const unique = dataset.filter((entry) => entry.branch === 'unique');
    const expected = finders.models.filter((model) => {
      const brand = finders.brands.find((b) => b.id === model.brandId)!;
      return brand.finderId !== finders.finders.find((f) => f.slug === 'redskap')!.id;
    });
    const modelIds = new Set(unique.map((entry) => entry.truth.modelId));
    for (const model of expected) expect(modelIds, model.name).toContain(model.id);
  });

  it('points its truths at real finder rows', () => {
    for (const { truth } of dataset) {
      if (truth.brandId === null) {
        expect(truth).toEqual({ brandId: null, modelId: null, finderId: null });
        continue;
      }
      const brand = finders.brands.find((b) => b.id === truth.brandId);
      expect(brand?.finderId).toBe(truth.finderId);
      if (truth.modelId !== null) {
        expect(finders.models.find((m) => m.id === truth.modelId)?.brandId).toBe(truth.brandId);
      }
    }
  });

  it('answers in the registry’s shape', () => {
    const traktor = dataset.find((entry) => entry.plate === 'TRAKTOR')!;
    expect(traktor.data).toMatchObject({
      kjoretoyId: { kjennemerke: 'TRAKTOR' },
      godkjenning: {
        tekniskGodkjenning: {
          kjoretoyklassifisering: { tekniskKode: { kodeVerdi: 'T1' } },
          tekniskeData: {
            generelt: {
              merke: [{ merke: 'MASSEY FERGUSON', merkeKode: expect.stringMatching(/^\d{4}$/) }],
              handelsbetegnelse: ['MF 6480 DYNA-6'],
            },
          },
        },
      },
    });
    const ordinary = dataset.find((entry) => !entry.personalised)!;
    expect(ordinary.data.kjoretoyId?.kjennemerke).toMatch(/^[A-Z]{2} \d{4,5}$/);
    expect(describeVehicle(traktor.data, 'TRAKTOR')).toMatchObject({
      licensePlate: 'TRAKTOR',
      make: 'MASSEY FERGUSON',
      tradeName: 'MF 6480 DYNA-6',
      vehicleClass: 'T1',
      vehicleClassName: 'Traktor',
      isFarmVehicle: true,
      firstRegistered: expect.stringMatching(/^200[3-8]-\d\d-\d\d$/),
    });
    const car = dataset.find((entry) => entry.plate === 'ELBIL')!;
    expect(describeVehicle(car.data, 'ELBIL')).toMatchObject({
      vehicleClass: 'M1',
      isFarmVehicle: false,
    });
  });
});

describe('the seeded registry', () => {
  const registry = createSeededRegistry(dataset);

  it('gives the vehicle data list for a known plate, a copy each time', async () => {
    const first = await registry.lookup('TRAKTOR', { clientKey: 'test' });
    expect(first).toHaveLength(1);
    first[0]!.kjoretoyId = {};
    expect((await registry.lookup('TRAKTOR', { clientKey: 'test' }))[0]!.kjoretoyId).toEqual({
      kjennemerke: 'TRAKTOR',
    });
  });

  it('gives an empty list for an unknown plate and fails for the unavailable one', async () => {
    expect(await registry.lookup(NOT_REGISTERED_PLATE, { clientKey: 'test' })).toEqual([]);
    await expect(registry.lookup(UNAVAILABLE_PLATE, { clientKey: 'test' })).rejects.toBeInstanceOf(
      RegistryUnavailableError,
    );
  });
});

describe('matcher accuracy on the seeded dataset', () => {
  const byBranch = Object.fromEntries(
    measureMatcher(dataset, finders).map((row) => [row.branch, row]),
  );

  it('settles brand, model and finder for every clear case', () => {
    for (const branch of ['unique', 'brand-only', 'unknown-make', 'not-farm-vehicle']) {
      expect(byBranch[branch], branch).toMatchObject({
        brandExact: 1,
        modelExact: 1,
        finderExact: 1,
      });
    }
  });

  it('always offers the true brand, model and finder, and never settles on a wrong one', () => {
    for (const row of Object.values(byBranch)) {
      expect(row, row.branch).toMatchObject({ brandOffered: 1, modelOffered: 1, finderOffered: 1 });
    }
    for (const entry of dataset) {
      const match = matchVehicle(describeVehicle(entry.data, entry.plate), finders);
      if (match.modelId !== null) expect(match.modelId, entry.plate).toBe(entry.truth.modelId);
      if (match.brandFinderId !== null)
        expect(match.brandFinderId, entry.plate).toBe(entry.truth.finderId);
      if (match.brandExists) {
        expect(match.brand, entry.plate).toBe(
          finders.brands.find((b) => b.id === entry.truth.brandId)?.name,
        );
      }
    }
    // Ambiguous makes and finders are left to the shopper (a brand or finder select).
    expect(byBranch['several-brands']).toMatchObject({
      brandExact: 0,
      finderExact: 0,
      modelExact: 1,
    });
    expect(byBranch['several-finders']).toMatchObject({ brandExact: 1, finderExact: 0 });
  });

  it('gets more than half of the unhelpfully named models from the type designation', () => {
    expect(byBranch.hard!.modelExact).toBeGreaterThan(0.5);
    expect(byBranch.hard!.modelExact).toBeLessThan(1);
  });
});
