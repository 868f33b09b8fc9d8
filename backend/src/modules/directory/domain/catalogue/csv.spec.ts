import { CsvSyntaxError, parseCsv, toCsv } from './csv';

describe('CSV', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, a BOM and CRLF', () => {
    const text = '\ufeffname,notes\r\n"A, B","say ""hi"""\r\n"two\nlines",x\r\n\r\nlast,';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['name', 'notes'] },
      { line: 2, cells: ['A, B', 'say "hi"'] },
      { line: 3, cells: ['two\nlines', 'x'] },
      { line: 6, cells: ['last', ''] },
    ]);
  });

  it('refuses an unclosed quote, naming its line', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow('Line 2');
  });

  it('writes what it reads back', () => {
    const rows = [
      ['a', 'b,c', 'd"e'],
      ['multi\nline', '', ' padded '],
    ];
    expect(parseCsv(toCsv(rows)).map((r) => r.cells)).toEqual(rows);
  });
});
