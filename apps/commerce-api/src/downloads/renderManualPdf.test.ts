import { describe, expect, it } from 'vitest';
import { renderManualPdf } from './renderManualPdf.js';

const manual = {
  title: 'Verkstedhåndbok (PDF)',
  lines: ['Massey Ferguson 135 – motor (3,5 l)', 'Ordre 000000123'],
};

describe('renderManualPdf', () => {
  it('writes a PDF whose cross-reference table points at each object', () => {
    const pdf = renderManualPdf(manual);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, index) =>
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true),
    );
  });

  it('keeps Norwegian letters, escapes parentheses and replaces what Latin-1 lacks', () => {
    const text = renderManualPdf(manual).toString('latin1');
    expect(text).toContain('(Verkstedhåndbok \\(PDF\\)) Tj');
    expect(text).toContain('(Massey Ferguson 135 ? motor \\(3,5 l\\)) Tj');
  });

  it('gives the same bytes for the same document', () => {
    expect(renderManualPdf(manual).equals(renderManualPdf(manual))).toBe(true);
  });
});
