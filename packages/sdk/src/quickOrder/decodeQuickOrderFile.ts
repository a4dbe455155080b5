/**
 * What {@link decodeQuickOrderFile} made of a file: its text, or why it is none — an Excel workbook
 * (`.xlsx`, `.xls`: to be saved as CSV first) or not text at all.
 */
export type QuickOrderFileText =
  { ok: true; text: string } | { ok: false; problem: 'excel-workbook' | 'not-text' };

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/**
 * The text of an uploaded list (quick order): UTF-8 (with or without a byte order mark), UTF-16
 * with its mark (Excel's "Unicode text"), else Windows-1252 — what Excel's "CSV (semikolondelt)"
 * writes on a Norwegian Windows, so `Ø` survives. A workbook (`.xlsx` is a zip, `.xls` an OLE
 * file) is refused as `excel-workbook`: reading one would take a spreadsheet library. Pure.
 *
 * @example
 * ```ts
 * decodeQuickOrderFile(new Uint8Array([0x52, 0x45, 0x31, 0x3b, 0x32])); // { ok: true, text: 'RE1;2' }
 * ```
 */
export function decodeQuickOrderFile(bytes: Uint8Array): QuickOrderFileText {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) {
    return { ok: false, problem: 'excel-workbook' };
  }
  let text: string;
  if (startsWith(bytes, [0xff, 0xfe])) text = new TextDecoder('utf-16le').decode(bytes);
  else if (startsWith(bytes, [0xfe, 0xff])) text = new TextDecoder('utf-16be').decode(bytes);
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  text = text.replace(/^\uFEFF/, '');
  // Control characters other than tabs and line breaks: a binary file, not a list.
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c) {
      return { ok: false, problem: 'not-text' };
    }
  }
  return { ok: true, text };
}
