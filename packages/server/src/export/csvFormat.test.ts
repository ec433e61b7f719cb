import { describe, expect, it } from 'vitest';
import { csvField, csvRow, neutralisedCell } from './csvFormat.ts';

/**
 * The rows and cells of CSV text as a spreadsheet reads it on `separator`:
 * a quote opens a quoted field only at the start of one of its fields (`""`
 * inside is a quote, text after the closing quote is kept), and a line break
 * outside quotes ends the row.
 */
function readAs(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let atStart = true;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (atStart && char === '"') {
      quoted = true;
      atStart = false;
    } else if (char === separator || char === '\r' || char === '\n') {
      row.push(cell);
      cell = '';
      atStart = true;
      if (char !== separator) {
        if (char === '\r' && text[i + 1] === '\n') i += 1;
        rows.push(row);
        row = [];
      }
    } else {
      cell += char;
      atStart = false;
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** What a spreadsheet would run: a cell starting (perhaps behind spaces, tabs or quotes) with a formula character. */
const runnable = /^[ \u00a0\t\r"]*[=+\-@\uff1d\uff0b\uff0d\uff20]/u;

const hostile = [
  '=1000+7',
  'x;=1000+7;y',
  'x\t=1000+8\ty',
  'x,=1000+9,y',
  'x|=1000+10|y',
  'x; =1000+11',
  ' =1000+12',
  '\uff1d1000+13',
  'x;\uff0b1000+14',
  'x;"=1000+15"',
  '";=1000+16',
  'first line\r\n=1000+17',
  'first line\n-1000+18',
  '=cmd|" /C calc"!A0',
  'report;@SUM(A1).pdf',
  'Smith;-Jones',
  '\t=1000+19',
];

describe('CSV (RFC 4180) with formula-injection defence', () => {
  it('quotes commas, quotes and line breaks, and ends records with CRLF', () => {
    expect(csvRow(['a', 'b,c', 'say "hi"', 'two\nlines', null, 3, true])).toBe(
      'a,"b,c","say ""hi""","two\nlines",,3,true\r\n',
    );
  });

  it('quotes every cell holding a character some reader splits on: ; tab and | as well as ,', () => {
    expect(csvRow(['a;b', 'a\tb', 'a|b', 'plain'])).toBe('"a;b","a\tb","a|b",plain\r\n');
  });

  it.each(['=1+2', '+234 803', '-5', '@SUM(A1)', '\tx', '\rx', ' =1+2', '\uff1d1+2', '\uff0b1', '\uff0d1', '\uff20x'])(
    'prefixes %j with a quote mark, and quotes it',
    (value) => {
      expect(neutralisedCell(value)).toEqual({ text: `'${value}`, quoted: true });
    },
  );

  it.each([
    ['x;=1000+7;y', `"x;'=1000+7;y"`],
    ['x\t=1000+8\ty', `"x\t'=1000+8\ty"`],
    ['x|=1+1', `"x|'=1+1"`],
    ['a, -b', `"a,' -b"`],
    ['x;"=1"', `"x;'""=1"""`],
    ['hobbies:\n- chess', `"hobbies:\n'- chess"`],
    ['=1;=2', `"'=1;'=2"`],
  ])('puts a quote mark before each piece of %j a reader could split off as a formula', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('leaves other text alone, and numbers (not applicant text) as they are', () => {
    expect(csvField('Ada')).toBe('Ada');
    expect(csvField('Lovelace-King')).toBe('Lovelace-King');
    expect(csvField('a@example.org')).toBe('a@example.org');
    expect(csvField('5 + 3 = 8')).toBe('5 + 3 = 8');
    expect(csvField(-5)).toBe('-5');
    expect(csvField("'quoted")).toBe("'quoted");
  });

  it.each([',', ';', '\t', '|'])('leaves no cell a reader on %j could run, wherever the value stands', (separator) => {
    for (const value of hostile) {
      for (const row of [[value], [value, 'B'], ['A', value, 'B'], [value, value]]) {
        const text = csvRow(row) + csvRow(row);
        for (const cells of readAs(text, separator)) {
          for (const cell of cells)
            expect(cell, `${JSON.stringify(value)} in ${JSON.stringify(text)}`).not.toMatch(runnable);
        }
      }
    }
  });

  it('keeps each value one cell for a reader on commas', () => {
    const [cells] = readAs(csvRow(['A', ...hostile]), ',');
    expect(cells).toEqual(['A', ...hostile.map((value) => neutralisedCell(value).text)]);
  });
});
