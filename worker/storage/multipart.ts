/**
 * A small multipart/form-data reader. workerd's own `formData()` refuses a part whose
 * name is empty, and storage-js names the file part "" (`form.append('', file)`), so
 * uploads from the real client need this. Parts are split on the boundary in the raw
 * bytes; only the headers are decoded as text.
 */

export interface MultipartPart {
  name: string;
  filename: string | null;
  contentType: string | null;
  body: Uint8Array<ArrayBuffer>;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  outer: for (let i = from; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** The boundary of a multipart Content-Type, or null. */
export function boundaryOf(contentType: string): string | null {
  const match = contentType.match(/boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i);
  return match?.[1] ?? match?.[2] ?? null;
}

function headerParam(header: string, param: string): string | null {
  const match = header.match(new RegExp(`;\\s*${param}="([^"]*)"`, 'i'));
  return match?.[1] ?? null;
}

/** The parts of a multipart body; null when it is not well formed. */
export function parseMultipart(bytes: Uint8Array, boundary: string): MultipartPart[] | null {
  const encoder = new TextEncoder();
  const delimiter = encoder.encode(`--${boundary}`);
  const headerEnd = encoder.encode('\r\n\r\n');
  const parts: MultipartPart[] = [];
  let start = indexOf(bytes, delimiter, 0);
  if (start === -1) return null;
  for (;;) {
    const afterDelimiter = start + delimiter.length;
    // "--" after the delimiter closes the body.
    if (bytes[afterDelimiter] === 0x2d && bytes[afterDelimiter + 1] === 0x2d) return parts;
    const headersStart = afterDelimiter + 2; // past CRLF
    const headersStop = indexOf(bytes, headerEnd, headersStart);
    if (headersStop === -1) return null;
    const next = indexOf(bytes, delimiter, headersStop + 4);
    if (next === -1) return null;
    const headers = new TextDecoder().decode(bytes.slice(headersStart, headersStop));
    const disposition = headers.match(/^content-disposition:(.*)$/im)?.[1] ?? '';
    const name = headerParam(disposition, 'name');
    if (name === null) return null;
    parts.push({
      name,
      filename: headerParam(disposition, 'filename'),
      contentType: headers.match(/^content-type:\s*(.*)$/im)?.[1]?.trim() ?? null,
      body: bytes.slice(headersStop + 4, next - 2), // the CRLF before the delimiter is not data
    });
    start = next;
  }
}
