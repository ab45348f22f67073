import { describe, expect, it } from 'vitest';
import { csvCell, readCsv, splitRow, spreadsheetCell, spreadsheetText } from './spreadsheet.ts';

describe('spreadsheet text', () => {
  it('guards formula-like cells and takes the guard off again', () => {
    for (const text of ['=1+1', '+x', '-A1', '@SUM(A1)', '\tx', '  =1']) {
      expect(spreadsheetCell(text)).toBe(`'${text}`);
      expect(spreadsheetText(spreadsheetCell(text))).toBe(text);
    }
    for (const text of ['Treasury', '-12.5', "'quoted", ''])
      expect(spreadsheetText(spreadsheetCell(text))).toBe(text);
  });

  it('quotes a CSV cell only when it must', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(' edge')).toBe('" edge"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('reads RFC 4180: quotes, doubled quotes, line breaks inside cells, CRLF/LF/CR, a BOM, empty lines', () => {
    expect(readCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n"multi\r\nline",z\rlast,\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 4, cells: ['multi\r\nline', 'z'] },
      { line: 6, cells: ['last', ''] },
    ]);
    expect(readCsv('a;"b;c"\n', ';')).toEqual([{ line: 1, cells: ['a', 'b;c'] }]);
    expect(readCsv('a\t"unclosed\tb')).toEqual([{ line: 1, cells: ['a\t"unclosed\tb'] }]);
    expect(readCsv('a\t"unclosed\tb', '\t')).toEqual([{ line: 1, cells: ['a', 'unclosed\tb'] }]);
    expect(readCsv('')).toEqual([]);
  });

  it('splits one row, with spaces before a quote, and stops early past maxCells', () => {
    expect(splitRow('a, "b, c" ,d', ',')).toEqual(['a', 'b, c', 'd']);
    expect(splitRow('a', ',')).toEqual(['a']);
    expect(splitRow('a,b,c,d', ',', 3)).toBeNull();
    expect(splitRow('a,b,c', ',', 3)).toEqual(['a', 'b', 'c']);
    expect(splitRow('a\t"x""y"', '\t')).toEqual(['a', 'x"y']);
  });
});
