/**
 * Splits one line of a quick order into fields: on tabs, else on semicolons, else on commas —
 * unless the only comma is a decimal comma after a space (`RE504836 2,5`) — honouring CSV quotes
 * (`"RE 504836";"2"`, `""` for a quote inside). `separated` is false for a line of words separated
 * by spaces only, which is then one field. Pure.
 *
 * @example
 * ```ts
 * splitQuickOrderFields('"RE 504836";2'); // { fields: ['RE 504836', '2'], separated: true }
 * splitQuickOrderFields('RE504836 2,0'); // { fields: ['RE504836 2,0'], separated: false }
 * ```
 */
export function splitQuickOrderFields(line: string): { fields: string[]; separated: boolean } {
  const separator = line.includes('\t')
    ? '\t'
    : outsideQuotes(line, ';')
      ? ';'
      : outsideQuotes(line, ',') && !/^[^,]*\s\d+,\d+\s*$/.test(line)
        ? ','
        : null;
  if (separator === null) return { fields: [unquote(line)], separated: false };
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === separator) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return { fields, separated: true };
}

/** Whether `char` occurs outside double quotes. */
function outsideQuotes(line: string, char: string): boolean {
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === char && !quoted) return true;
  }
  return false;
}

/** A whole line in quotes (`"RE 504836"`) without them. */
function unquote(line: string): string {
  const match = /^"(.*)"$/.exec(line.trim());
  return match ? match[1]!.replace(/""/g, '"') : line;
}
