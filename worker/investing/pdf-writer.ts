/**
 * A minimal PDF 1.4 writer for documents of plain text: Letter pages of Courier lines,
 * an optional watermark word across each page. Written here rather than taken from a
 * library: the SAFE is monospaced text, which needs only the standard fonts (nothing to
 * embed) and a few dozen lines of the format, where pdf-lib (the usual choice) would add
 * several hundred kilobytes to the worker for features it would not use.
 */

export interface PdfLine {
  text: string;
  bold?: boolean;
}

export interface PdfDocument {
  title: string;
  lines: readonly PdfLine[];
  /** A large grey word drawn diagonally under the text of every page (e.g. 'VOID'). */
  watermark?: string;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;
const FONT_SIZE = 9;
const LINE_HEIGHT = 11;
/** Courier's advance is 600/1000 em: the characters one line holds. */
export const PDF_LINE_CHARS = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (FONT_SIZE * 0.6));
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LINE_HEIGHT);

/** Typographic characters outside WinAnsi's Latin-1 range, as the ASCII a reader expects. */
const ASCII_FOR: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00a0': ' ',
};

/** A PDF literal string in WinAnsi: escapes, Latin-1 as octal, anything else as '?'. */
function pdfString(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const mapped = ASCII_FOR[char] ?? char;
    for (const c of mapped) {
      const code = c.codePointAt(0) ?? 63;
      if (c === '\\' || c === '(' || c === ')') out += `\\${c}`;
      else if (code >= 32 && code < 127) out += c;
      else if (code >= 160 && code <= 255) out += `\\${code.toString(8).padStart(3, '0')}`;
      else out += '?';
    }
  }
  return `(${out})`;
}

/** Lines no wider than the page: long ones broken at a space where one is near the end. */
export function wrapLines(text: string, width = PDF_LINE_CHARS): string[] {
  const out: string[] = [];
  for (const raw of text.split('\n')) {
    let rest = raw.trimEnd();
    while (rest.length > width) {
      const space = rest.lastIndexOf(' ', width);
      const cut = space > width / 2 ? space : width;
      out.push(rest.slice(0, cut));
      rest = rest.slice(cut).replace(/^ /, '');
    }
    out.push(rest);
  }
  return out;
}

function pageContent(lines: readonly PdfLine[], watermark: string | undefined): string {
  const ops: string[] = [];
  if (watermark) {
    // Light grey, 45 degrees, across the middle of the page, under the text.
    ops.push(
      'q 0.85 g BT /F2 110 Tf 0.7071 0.7071 -0.7071 0.7071 170 230 Tm',
      `${pdfString(watermark)} Tj ET Q`,
    );
  }
  ops.push(`BT ${LINE_HEIGHT} TL ${MARGIN} ${PAGE_HEIGHT - MARGIN - FONT_SIZE} Td`);
  let font = '';
  for (const line of lines) {
    const wanted = line.bold ? '/F2' : '/F1';
    if (wanted !== font) {
      ops.push(`${wanted} ${FONT_SIZE} Tf`);
      font = wanted;
    }
    ops.push(`${pdfString(line.text)} Tj T*`);
  }
  ops.push('ET');
  return ops.join('\n');
}

/** The document's bytes: a catalog, pages of text, Courier and Courier-Bold, an info title. */
export function writePdf(doc: PdfDocument): Uint8Array {
  const pages: PdfLine[][] = [];
  for (let i = 0; i < doc.lines.length; i += LINES_PER_PAGE) {
    pages.push(doc.lines.slice(i, i + LINES_PER_PAGE));
  }
  if (pages.length === 0) pages.push([]);
  // Objects: 1 catalog, 2 pages, 3 Courier, 4 Courier-Bold, 5 info, then a page and its content each.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>';
  objects[4] =
    '<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title ${pdfString(doc.title)} /Producer (LaunchFund) >>`;
  pages.forEach((lines, i) => {
    const pageId = pageIds[i] ?? 0;
    const content = pageContent(lines, doc.watermark);
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });
  // Every byte written is ASCII (pdfString escapes the rest), so offsets are string lengths.
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) {
    body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  }
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
