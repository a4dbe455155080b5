/** What the generated document says: its title and a few lines under it. */
export interface ManualDocument {
  title: string;
  lines: readonly string[];
}

/**
 * A PDF string literal in WinAnsi (Latin-1 for Norwegian letters): backslash, parentheses and
 * anything the encoding lacks are escaped or replaced.
 */
const pdfText = (text: string) =>
  `(${[...text]
    .map((char) => {
      if (char === '\\' || char === '(' || char === ')') return `\\${char}`;
      const code = char.charCodeAt(0);
      return code >= 0x20 && code <= 0xff && code !== 0x7f ? char : '?';
    })
    .join('')})`;

/**
 * A small, valid one-page PDF (A4, Helvetica) for a purchased link. The seed stores no files
 * for its manuals (`downloadable_links` holds title, price and order), so each download is
 * generated from the link and the order it was bought with — the same input gives the same bytes.
 */
export function renderManualPdf(document: ManualDocument): Buffer {
  const content = [
    'BT',
    '/F1 18 Tf 56 770 Td',
    `${pdfText(document.title)} Tj`,
    '/F1 11 Tf',
    ...document.lines.flatMap((line) => ['0 -22 Td', `${pdfText(line)} Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfText(document.title)} /Producer (Agri Parts) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
