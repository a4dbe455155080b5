import type {
  LicensePlateResult,
  LicensePlateSearchOutcome,
  PartFinderInfo,
  Sdk,
} from '@agri-parts/sdk';
import { describe, expect, it, vi } from 'vitest';

import { lookUpPlate } from './lookUpPlate.server';

const result = (overrides: Partial<LicensePlateResult>): LicensePlateResult => ({
  brand: null,
  model: null,
  brandExists: false,
  modelExists: false,
  brandFinderId: null,
  suggestions: [],
  vehicle: null,
  ...overrides,
});

const item = (id: number, name: string, slug: string) => ({ id, name, slug });
const fullInfo: PartFinderInfo = {
  finder: item(1, 'Traktor', 'traktor'),
  brand: item(7, 'Massey Ferguson', 'massey-ferguson'),
  model: item(70, '6480', '6480'),
};

/** A stand-in SDK: the look-up's outcome and the info; the machine is the SDK's own. */
function sdkWith(outcome: Partial<LicensePlateSearchOutcome> & { ok: boolean }, info = fullInfo) {
  const search = vi.fn(
    async (plate: string) => ({ plate, ...outcome }) as LicensePlateSearchOutcome,
  );
  const getInfo = vi.fn(async () => info);
  const sdk = { licensePlate: { search }, partFinder: { getInfo } } as unknown as Sdk;
  return { sdk, search, getInfo };
}

const request = (
  plate: string,
  choices: Partial<{ brand: string; finderId: number; modelId: number }> = {},
) => ({
  plate,
  brand: choices.brand ?? null,
  finderId: choices.finderId ?? null,
  modelId: choices.modelId ?? null,
});

const mf = { brand: 'Massey Ferguson', brandId: 7, finderId: 1 };
const models = [
  { id: 70, name: '6480' },
  { id: 71, name: '6490' },
];

describe('lookUpPlate', () => {
  it('searches nothing for a plate under 3 characters (empty, one letter, spaces)', async () => {
    for (const plate of ['', 'A', '  a  ', 'A B']) {
      const { sdk, search } = sdkWith({ ok: true, result: result({}) });
      const lookup = await lookUpPlate(sdk, request(plate));
      expect(lookup).toMatchObject({ type: 'show', tooShort: true });
      expect(search).not.toHaveBeenCalled();
    }
  });

  it('lands on the parts page for a unique match (normalised plate, info fetched)', async () => {
    const { sdk, search, getInfo } = sdkWith({
      ok: true,
      result: result({
        brand: 'Massey Ferguson',
        model: '6480',
        brandExists: true,
        modelExists: true,
        brandFinderId: 1,
        suggestions: [{ ...mf, models: [models[0]!] }],
      }),
    });

    await expect(lookUpPlate(sdk, request('ax 12345'))).resolves.toEqual({
      type: 'redirect',
      path: '/parts/traktor/massey-ferguson/6480?licensePlate=AX12345',
    });
    expect(search).toHaveBeenCalledWith('AX12345');
    expect(getInfo).toHaveBeenCalledWith({ brand: 'Massey Ferguson', model: '6480', finderId: 1 });
  });

  it('shows the model select when the model is not known, then goes where the choice lands', async () => {
    const outcome = {
      ok: true,
      result: result({
        brand: 'Massey Ferguson',
        brandExists: true,
        brandFinderId: 1,
        suggestions: [{ ...mf, models }],
      }),
    };
    const first = await lookUpPlate(sdkWith(outcome).sdk, request('AX12345'));
    expect(first.type).toBe('show');
    if (first.type === 'show') {
      expect(first.state.status).toBe('choosing');
      expect(first.state.modelOptions).toEqual(models);
    }

    const { sdk, getInfo } = sdkWith(outcome);
    await expect(lookUpPlate(sdk, request('AX12345', { modelId: 70 }))).resolves.toEqual({
      type: 'redirect',
      path: '/parts/traktor/massey-ferguson/6480?licensePlate=AX12345',
    });
    expect(getInfo).toHaveBeenCalledWith({ brand: 'Massey Ferguson', model: '6480', finderId: 1 });
  });

  it('ignores a choice the result does not offer and keeps the select', async () => {
    const { sdk, getInfo } = sdkWith({
      ok: true,
      result: result({
        brandExists: true,
        brandFinderId: 1,
        brand: 'Massey Ferguson',
        suggestions: [{ ...mf, models }],
      }),
    });

    const lookup = await lookUpPlate(sdk, request('AX12345', { modelId: 999 }));

    expect(lookup).toMatchObject({ type: 'show', state: { status: 'choosing' } });
    expect(getInfo).not.toHaveBeenCalled();
  });

  it('says not found and keeps the form when nothing matched', async () => {
    const { sdk } = sdkWith({ ok: true, result: result({}) });
    const lookup = await lookUpPlate(sdk, request('DN12345'));
    expect(lookup).toMatchObject({
      type: 'show',
      tooShort: false,
      state: { status: 'not-found', message: 'licensePlate.notFound', input: 'DN12345' },
    });
  });

  it('says it cannot verify a plate the registry does not know, or when it is down', async () => {
    for (const failure of [
      { kind: 'not-registered' },
      { kind: 'unavailable' },
      { kind: 'invalid', reason: 'characters' },
    ]) {
      const { sdk } = sdkWith({ ok: false, failure } as never);
      await expect(lookUpPlate(sdk, request('ZZ99999'))).resolves.toMatchObject({
        type: 'show',
        state: { status: 'cannot-verify', message: 'licensePlate.cannotVerify' },
      });
    }
  });

  it('cannot verify when the info fetch fails', async () => {
    const { sdk } = sdkWith({
      ok: true,
      result: result({
        brand: 'Massey Ferguson',
        model: '6480',
        brandExists: true,
        modelExists: true,
        brandFinderId: 1,
        suggestions: [{ ...mf, models: [models[0]!] }],
      }),
    });
    vi.mocked(sdk.partFinder.getInfo).mockRejectedValueOnce(new Error('down'));

    await expect(lookUpPlate(sdk, request('AX12345'))).resolves.toMatchObject({
      type: 'show',
      state: { status: 'cannot-verify' },
    });
  });
});
