import { readAtMost } from '../http/read-at-most';
import { storageErrors } from './errors';
import { boundaryOf, parseMultipart } from './multipart';

/** Largest upload the server reads at all, whatever the bucket says (hosted's default is 50 MB). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/** Room for multipart boundaries and the small form fields storage-js adds. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface UploadedFile {
  bytes: Uint8Array<ArrayBuffer>;
  mimeType: string;
  cacheControl: string;
}

/** Reads at most `limit` bytes; EntityTooLarge past it (declared or streamed). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await readAtMost(request, limit);
  if (!bytes) throw storageErrors.entityTooLarge();
  return bytes;
}

/** "3600" (form field) or "max-age=3600" (header) → "max-age=3600"; default 3600 s. */
function cacheControlOf(value: string | null): string {
  const seconds = value?.trim().match(/^(?:max-age=)?(\d{1,9})$/)?.[1];
  return `max-age=${seconds ?? '3600'}`;
}

/**
 * The uploaded file as storage-js sends it: multipart form data (a Blob or File: the
 * file part's type, a `cacheControl` field) or a raw body (its Content-Type and a
 * `cache-control: max-age=N` header). Refuses anything over `limit` bytes before reading
 * more than that.
 */
export async function readUploadedFile(request: Request, limit: number): Promise<UploadedFile> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    const bytes = await readLimited(request, limit);
    return {
      bytes,
      mimeType: contentType.split(';')[0]?.trim().toLowerCase() || 'application/octet-stream',
      cacheControl: cacheControlOf(request.headers.get('cache-control')),
    };
  }
  const raw = await readLimited(request, limit + MULTIPART_OVERHEAD);
  const boundary = boundaryOf(contentType);
  const parts = boundary ? parseMultipart(raw, boundary) : null;
  if (!parts)
    throw storageErrors.invalidRequest('The request body is not valid multipart form data');
  const file = parts.findLast((part) => part.filename !== null);
  if (!file) throw storageErrors.invalidRequest('No file was sent in the form data');
  if (file.body.byteLength > limit) throw storageErrors.entityTooLarge();
  const field = parts.find((part) => part.name === 'cacheControl' && part.filename === null);
  return {
    bytes: file.body,
    mimeType: file.contentType?.split(';')[0]?.trim().toLowerCase() || 'application/octet-stream',
    cacheControl: cacheControlOf(field ? new TextDecoder().decode(field.body) : null),
  };
}

/** Magic numbers of the types the product accepts: a file must be what it says it is. */
const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => String.fromCharCode(...b.slice(0, 4)) === 'GIF8',
  'image/webp': (b) =>
    String.fromCharCode(...b.slice(0, 4)) === 'RIFF' &&
    String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  'application/pdf': (b) => String.fromCharCode(...b.slice(0, 5)) === '%PDF-',
};

/**
 * Whether the bytes match the declared type, for the types we know a signature of
 * (an HTML page labelled image/png is refused; other types pass).
 */
export function contentMatchesType(bytes: Uint8Array, mimeType: string): boolean {
  const check = SIGNATURES[mimeType];
  return check ? check(bytes) : true;
}
