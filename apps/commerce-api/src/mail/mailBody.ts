/**
 * One source for both parts of a mail: blocks of plain text (user data included, unescaped)
 * become the text part as they are and the HTML part escaped, so no name or address can inject
 * markup.
 */

export const SHOP_NAME = 'Agri Deler';

/** A paragraph (its lines kept), a link on its own, or a table of rows (already formatted). */
export type MailBlock =
  | string
  | { link: string; label: string }
  | { heading: string }
  | { table: readonly (readonly string[])[]; alignRight?: readonly number[] };

/** The parts of a finished mail. */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

const CELL = 'padding:4px 8px;border-bottom:1px solid #ddd;vertical-align:top';

function blockHtml(block: MailBlock): string {
  if (typeof block === 'string') {
    return `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`;
  }
  if ('link' in block) {
    return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`;
  }
  if ('heading' in block) return `<h2 style="font-size:16px">${escapeHtml(block.heading)}</h2>`;
  const rows = block.table.map((row, index) => {
    const tag = index === 0 ? 'th' : 'td';
    const cells = row.map((cell, column) => {
      const align = block.alignRight?.includes(column) ? 'right' : 'left';
      const text = cell.split('\n').map(escapeHtml).join('<br>');
      return `<${tag} style="${CELL};text-align:${align}">${text}</${tag}>`;
    });
    return `<tr>${cells.join('')}</tr>`;
  });
  return `<table style="border-collapse:collapse;width:100%">${rows.join('')}</table>`;
}

function blockText(block: MailBlock): string {
  if (typeof block === 'string') return block;
  if ('link' in block) return `${block.label}:\n${block.link}`;
  if ('heading' in block) return `${block.heading}\n${'-'.repeat(block.heading.length)}`;
  // Rows of a text table: the header row only names the columns; each row's first lines read as
  // one line, the first cell's further lines (SKU, options) indented below it.
  return block.table
    .slice(1)
    .map((row) => {
      const cells = row.map((cell) => cell.split('\n'));
      const head = cells.map((lines) => lines[0] ?? '');
      const more = (cells[0] ?? []).slice(1).map((line) => `  ${line}`);
      return [head.filter(Boolean).join(' | '), ...more].join('\n');
    })
    .join('\n');
}

/** A mail in both parts, ending with the shop's greeting. */
export function composeMail(subject: string, blocks: readonly MailBlock[]): ComposedMail {
  const all = [...blocks, `Hilsen ${SHOP_NAME}`];
  return {
    subject,
    text: all.map(blockText).join('\n\n'),
    html: `<!doctype html>
<html lang="nb"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222;max-width:640px">
${all.map(blockHtml).join('\n')}
</body></html>`,
  };
}
