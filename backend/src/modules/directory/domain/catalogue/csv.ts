/**
 * CSV as RFC 4180 writes it (comma-separated, double quotes around a cell that
 * holds a comma, quote or line break, a quote doubled inside one), read with a
 * leading byte-order mark and CRLF or LF line ends, as spreadsheets save it.
 */

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`Line ${line}: a quoted cell is not closed (a double quote is missing)`);
  }
}

/** The records of a CSV text, each with the line it starts on (1-based); blank lines are dropped. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0].trim() !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else cell += char;
  }
  if (quoted) throw new CsvSyntaxError(quoteLine);
  if (cell !== '' || cells.length) endRecord();
  return records;
}

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) || /^\s|\s$/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** CSV text (CRLF line ends, as RFC 4180 asks) of a header and its rows. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}
