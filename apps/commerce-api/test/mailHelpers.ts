import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';
import type { OutboxEntry } from '../src/mail/outbox.js';
import type { TestApi } from './testApi.js';

/** The outbox's messages to an address, newest first, over `/dev/outbox.json`. */
export async function outboxFor(t: TestApi, to: string): Promise<OutboxEntry[]> {
  const response = await fetch(`${t.origin}/dev/outbox.json?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: OutboxEntry[] }).messages;
}

/** The one message to `to` whose subject starts with `subject`. */
export async function mailTo(t: TestApi, to: string, subject: string): Promise<OutboxEntry> {
  const found = (await outboxFor(t, to)).filter((entry) => entry.subject.startsWith(subject));
  expect(found.map((entry) => entry.subject)).toHaveLength(1);
  return found[0]!;
}

/**
 * The text drawn on a PDF's pages: its streams inflated, the hex strings shown with `Tj` decoded
 * (the standard fonts' WinAnsi is Latin-1 for the letters used here).
 */
export function pdfText(pdf: Buffer): string {
  const shown: string[] = [];
  let from = 0;
  for (;;) {
    // A stream's data sits between `stream` and `endstream` (whose own "stream" is skipped).
    const start = pdf.indexOf('>>\nstream\n', from);
    if (start < 0) break;
    const end = pdf.indexOf('\nendstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start + '>>\nstream\n'.length, end)).toString('latin1');
    } catch {
      content = '';
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      shown.push(Buffer.from(match[1]!, 'hex').toString('latin1'));
    }
    from = end + 1;
  }
  return shown.join('\n');
}
