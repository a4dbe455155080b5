import { describe, expect, it } from 'vitest';
import { parseQuantity, parseQuickOrder, QUICK_ORDER_MAX_LINES } from './parseQuickOrder';

const readings = (text: string) => parseQuickOrder(text).lines.map((line) => line.readings);

describe('parseQuantity', () => {
  it('reads whole numbers, a Norwegian decimal comma of zeros and a unit', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('2,0')).toBe(2);
    expect(parseQuantity('2.00')).toBe(2);
    expect(parseQuantity('4 stk')).toBe(4);
    expect(parseQuantity('9999')).toBe(9999);
  });

  it('refuses fractions, zero, negatives, too many and words', () => {
    for (const value of ['2,5', '0', '-1', '10000', 'to', '', '1e3']) {
      expect(parseQuantity(value)).toBeNull();
    }
  });
});

describe('parseQuickOrder', () => {
  it('reads a part number and quantity separated by a tab, a semicolon or a comma', () => {
    expect(readings('RE504836\t2\nAL78405;3\n3595854M1,4')).toEqual([
      [{ partNumber: 'RE504836', quantity: 2 }],
      [{ partNumber: 'AL78405', quantity: 3 }],
      [{ partNumber: '3595854M1', quantity: 4 }],
    ]);
  });

  it('gives a line without a quantity one', () => {
    expect(readings('RE504836\nAL78405;')).toEqual([
      [{ partNumber: 'RE504836', quantity: 1 }],
      [{ partNumber: 'AL78405', quantity: 1 }],
    ]);
  });

  it('reads a number with spaces or dashes whole, and a last number both ways', () => {
    expect(readings('3595854 M1\nre-504836\nRE504836 2\nRE 504836')).toEqual([
      [{ partNumber: '3595854 M1', quantity: 1 }],
      [{ partNumber: 're-504836', quantity: 1 }],
      [
        { partNumber: 'RE504836', quantity: 2 },
        { partNumber: 'RE504836 2', quantity: 1 },
      ],
      // 504836 is more than any quantity: only the whole reading.
      [{ partNumber: 'RE 504836', quantity: 1 }],
    ]);
  });

  it('reads a decimal comma after a space as a quantity, not as a separator', () => {
    expect(readings('RE504836 2,0')[0]![0]).toEqual({ partNumber: 'RE504836', quantity: 2 });
    expect(parseQuickOrder('RE504836 2,5').problems).toEqual([
      { lineNumber: 1, text: 'RE504836 2,5', problem: 'quantity-invalid' },
    ]);
  });

  it("reads Excel's CSV: byte order mark, header row, quoted fields, description column", () => {
    const csv =
      '\uFEFFVarenr;Beskrivelse;Antall\r\n"RE 504836";"Oljefilter; JD";2\r\n"AL78405";"Filter ""stor""";"3,0"\r\n';
    const parsed = parseQuickOrder(csv);
    expect(parsed.lines).toEqual([
      {
        lineNumber: 2,
        text: '"RE 504836";"Oljefilter; JD";2',
        readings: [{ partNumber: 'RE 504836', quantity: 2 }],
      },
      {
        lineNumber: 3,
        text: '"AL78405";"Filter ""stor""";"3,0"',
        readings: [{ partNumber: 'AL78405', quantity: 3 }],
      },
    ]);
    expect(parsed.problems).toEqual([]);
  });

  it('takes the columns from the header, in any order', () => {
    expect(readings('Antall;Delenummer\n5;RE504836\n;AL78405')).toEqual([
      [{ partNumber: 'RE504836', quantity: 5 }],
      [{ partNumber: 'AL78405', quantity: 1 }],
    ]);
  });

  it('reads a line of words by its words under a header too', () => {
    expect(readings('Varenr;Antall\nRE504836 3\nAL78405;2')).toEqual([
      [
        { partNumber: 'RE504836', quantity: 3 },
        { partNumber: 'RE504836 3', quantity: 1 },
      ],
      [{ partNumber: 'AL78405', quantity: 2 }],
    ]);
  });

  it('reads the first and last column without a header, skipping a description', () => {
    expect(readings('RE504836;Oljefilter;2\nAL78405;Hydraulikkfilter')).toEqual([
      [{ partNumber: 'RE504836', quantity: 2 }],
      [{ partNumber: 'AL78405', quantity: 1 }],
    ]);
  });

  it('keeps the line numbers of the text, skipping blank lines, and names bad lines', () => {
    const parsed = parseQuickOrder('\nRE504836;0\n\n;3\nAL78405;-2\nX1;2,5\n3595854M1');
    expect(parsed.problems).toEqual([
      { lineNumber: 2, text: 'RE504836;0', problem: 'quantity-invalid' },
      { lineNumber: 4, text: ';3', problem: 'part-number-missing' },
      { lineNumber: 5, text: 'AL78405;-2', problem: 'quantity-invalid' },
      { lineNumber: 6, text: 'X1;2,5', problem: 'quantity-invalid' },
    ]);
    expect(parsed.lines.map((line) => line.lineNumber)).toEqual([7]);
  });

  it('does not merge lines (the resolved products are merged)', () => {
    expect(parseQuickOrder('RE504836;1\nre-504836;2').lines).toHaveLength(2);
  });

  it('reads nothing from more lines than the limit, and says how many there were', () => {
    const text = Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, (_, i) => `P${i};1`).join('\n');
    expect(parseQuickOrder(text)).toEqual({
      lines: [],
      problems: [],
      tooMany: { count: QUICK_ORDER_MAX_LINES + 1, max: QUICK_ORDER_MAX_LINES },
    });
    expect(parseQuickOrder(text, { maxLines: 600 }).lines).toHaveLength(501);
    expect(parseQuickOrder('Varenr;Antall\nA1;1\nA2;1', { maxLines: 2 }).tooMany).toBeNull();
  });

  it('reads an empty text as no lines', () => {
    expect(parseQuickOrder(' \n\r\n')).toEqual({ lines: [], problems: [], tooMany: null });
  });
});
