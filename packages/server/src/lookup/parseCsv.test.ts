import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRecords } from './parseCsv.ts';

describe('parseCsv', () => {
  it('reads quoted fields, escaped quotes, commas and line breaks inside quotes', () => {
    expect(parseCsv('a,"b, c","say ""hi""","two\nlines"\n')).toEqual([['a', 'b, c', 'say "hi"', 'two\nlines']]);
  });

  it('handles CRLF, a byte-order mark, blank lines, empty fields and a missing final newline', () => {
    expect(parseCsv('\uFEFFid,name\r\n1,\r\n\r\n2,B')).toEqual([
      ['id', 'name'],
      ['1', ''],
      ['2', 'B'],
    ]);
  });

  it('keeps rows of any length and a quote inside an unquoted field', () => {
    expect(parseCsv('id,name,city\n1,O"Brien\n2,B,Austin,extra\n')).toEqual([
      ['id', 'name', 'city'],
      ['1', 'O"Brien'],
      ['2', 'B', 'Austin', 'extra'],
    ]);
  });

  it('refuses a CSV that ends inside quotes', () => {
    expect(() => parseCsv('a,"open')).toThrow('ends inside a quoted field');
  });

  it('keys records by the trimmed, lower-cased header', () => {
    expect(parseCsvRecords(' ID ,Name\n7, Lincoln High \n')).toEqual([{ id: '7', name: 'Lincoln High' }]);
  });
});
