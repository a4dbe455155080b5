import { parseQuickOrder, quickOrderRows, SdkError, type Sdk } from '@agri-parts/sdk';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { sdkContext } from '../sdk/sdkContext';
import { quickOrderAction, type QuickOrderActionData } from './quickOrderAction.server';

function contextWith(resolve: Sdk['quickOrder']['resolve']) {
  const context = new RouterContextProvider();
  const spy = vi.fn(resolve);
  context.set(sdkContext, { quickOrder: { resolve: spy } } as unknown as Sdk);
  return { context, resolve: spy };
}

/** The page's form as a browser posts it: multipart, with the text and perhaps a file. */
function post(lines: string, file?: { bytes: Uint8Array<ArrayBuffer>; name: string }) {
  const body = new FormData();
  body.set('lines', lines);
  if (file) body.set('file', new File([file.bytes], file.name));
  return new Request('http://127.0.0.1:3000/hurtigbestilling', { method: 'POST', body });
}

async function act(request: Request, context: RouterContextProvider) {
  const answer = (await quickOrderAction({ request, context })) as unknown as {
    data: QuickOrderActionData;
    init?: { status?: number };
  };
  return { status: answer.init?.status ?? 200, data: answer.data };
}

const nothingFound: Sdk['quickOrder']['resolve'] = (parsed) =>
  Promise.resolve(quickOrderRows(parsed, new Map()));

describe('quickOrderAction', () => {
  it('resolves the typed lines, keeping the text', async () => {
    const { context, resolve } = contextWith(nothingFound);
    const { status, data } = await act(post('ZZ1;2\nZZ2'), context);
    expect(status).toBe(200);
    expect(resolve).toHaveBeenCalledWith(parseQuickOrder('ZZ1;2\nZZ2'));
    expect(data).toMatchObject({
      status: 'resolved',
      text: 'ZZ1;2\nZZ2',
      rows: [
        { key: '1', lineNumbers: [1], partNumber: 'ZZ1', problem: 'not-found', product: null },
        { key: '2', lineNumbers: [2], partNumber: 'ZZ2', problem: 'not-found', product: null },
      ],
    });
  });

  it("reads an uploaded file instead of the text (Excel's Windows-1252 CSV)", async () => {
    const { context, resolve } = contextWith(nothingFound);
    // "Varenr;Antall\nØ1;3" in Windows-1252.
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('Varenr;Antall\n'),
      0xd8,
      ...new TextEncoder().encode('1;3'),
    ]);
    await act(post('IGNORED', { bytes, name: 'liste.csv' }), context);
    expect(resolve.mock.calls[0]![0].lines).toEqual([
      { lineNumber: 2, text: 'Ø1;3', readings: [{ partNumber: 'Ø1', quantity: 3 }] },
    ]);
  });

  it('refuses an Excel workbook, an empty list and a list too long, without resolving', async () => {
    const { context, resolve } = contextWith(nothingFound);
    const workbook = await act(
      post('', { bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]), name: 'liste.xlsx' }),
      context,
    );
    expect(workbook).toMatchObject({ status: 400, data: { status: 'error' } });
    expect((workbook.data as { message: string }).message).toContain('CSV (semikolondelt)');
    expect(await act(post(' \n '), context)).toMatchObject({ status: 400 });
    const long = Array.from({ length: 501 }, (_, i) => `P${i}`).join('\n');
    const tooMany = await act(post(long), context);
    expect(tooMany).toMatchObject({ status: 400, data: { status: 'error', text: long } });
    expect((tooMany.data as { message: string }).message).toContain('501');
    expect(resolve).not.toHaveBeenCalled();
  });

  it('says so when the API cannot be reached', async () => {
    const { context } = contextWith(() => Promise.reject(new SdkError('network', 'down')));
    expect(await act(post('RE504836'), context)).toMatchObject({
      status: 503,
      data: { status: 'error', text: 'RE504836' },
    });
  });
});
