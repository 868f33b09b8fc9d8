/**
 * The sandbox's invoice PDFs, written by hand rather than with a PDF library
 * (docs/decisions/billing-sandbox-lifecycle.md): one page of text in the
 * standard Helvetica fonts needs no font files and ~60 lines, where pdfkit
 * would bring fontkit and its data into the image for a test-mode page.
 * PDF 1.4 (ISO 32000-1): catalog, pages, one page, two fonts, one content stream.
 */

export interface PdfLine {
  text: string;
  /** Points from the left edge (default 56). */
  x?: number;
  bold?: boolean;
  size?: number;
  /** Extra space above, in points. */
  gap?: number;
  /** On the line before (a table's next column). */
  sameRow?: boolean;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 56;

/** A one-page PDF of the lines, top to bottom; text outside WinAnsi (Latin-1) is shown as '?'. */
export function renderPdf(title: string, lines: PdfLine[]): Buffer {
  let y = PAGE_HEIGHT - MARGIN;
  const content = lines
    .map((line) => {
      const size = line.size ?? 11;
      if (!line.sameRow) y -= size + 6 + (line.gap ?? 0);
      return `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${line.x ?? MARGIN} ${Math.max(MARGIN, y)} Td (${escape(line.text)}) Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escape(title)}) /Producer (Vegas Private Schools payment sandbox) >>`,
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
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF string literal: backslash and parentheses escaped, anything outside Latin-1 replaced. */
function escape(text: string): string {
  return text.replace(/[^\x20-\xff]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}
