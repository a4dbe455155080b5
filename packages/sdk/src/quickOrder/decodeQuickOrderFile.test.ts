import { describe, expect, it } from 'vitest';
import { decodeQuickOrderFile } from './decodeQuickOrderFile';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('decodeQuickOrderFile', () => {
  it('reads UTF-8 with and without a byte order mark', () => {
    const text = 'Varenr;Antall\nØ1;2';
    expect(decodeQuickOrderFile(new TextEncoder().encode(text))).toEqual({ ok: true, text });
    expect(decodeQuickOrderFile(new TextEncoder().encode(`\uFEFF${text}`))).toEqual({
      ok: true,
      text,
    });
  });

  it('reads Windows-1252, as Excel saves CSV on a Norwegian Windows', () => {
    // "Ø1;2" with Ø as 0xD8.
    expect(decodeQuickOrderFile(bytes(0xd8, 0x31, 0x3b, 0x32))).toEqual({ ok: true, text: 'Ø1;2' });
  });

  it("reads UTF-16 with its mark (Excel's Unicode text)", () => {
    expect(decodeQuickOrderFile(bytes(0xff, 0xfe, 0x41, 0, 0x09, 0, 0x32, 0))).toEqual({
      ok: true,
      text: 'A\t2',
    });
  });

  it('refuses workbooks and binary files', () => {
    expect(decodeQuickOrderFile(bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toEqual({
      ok: false,
      problem: 'excel-workbook',
    });
    expect(decodeQuickOrderFile(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1))).toEqual({
      ok: false,
      problem: 'excel-workbook',
    });
    expect(decodeQuickOrderFile(bytes(0x41, 0x00, 0x01, 0x02))).toEqual({
      ok: false,
      problem: 'not-text',
    });
  });
});
