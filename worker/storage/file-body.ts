import { readAtMost } from '../http/read-at-most';
import { storageErrors } from './errors';
import { boundaryOf, parseMultipart } from './multipart';

/** Largest upload the server reads at all, whatever the bucket says (hosted's default is 50 MB). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/** Room for multipart boundaries and the small form fields storage-js adds. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface UploadedFile {
  bytes: Uint8Array<ArrayBuffer>;
  /** The type without parameters, lower case: what the bucket's rules and the content check read. */
  mimeType: string;
  /** The Content-Type as sent, parameters kept (`text/plain;charset=UTF-8`): what downloads answer. */
  contentType: string;
  cacheControl: string;
  /** The caller's own metadata (`metadata` form field or base64 `x-metadata` header). */
  userMetadata: Record<string, unknown> | null;
}

/** Largest user metadata accepted, as JSON text. */
const MAX_METADATA_BYTES = 8 * 1024;

/** A media type with optional `; name=value` parameters; anything else keeps its bare type. */
const CONTENT_TYPE = /^[\w.+-]+\/[\w.+-]+(\s*;\s*[\w.-]+=(?:"[^"\r\n]{0,100}"|[\w.+-]{1,100}))*$/;

function typesOf(value: string | null | undefined): { mimeType: string; contentType: string } {
  const raw = value?.trim() ?? '';
  const mimeType = raw.split(';')[0]?.trim().toLowerCase() || 'application/octet-stream';
  const contentType = raw.length <= 256 && CONTENT_TYPE.test(raw) ? raw : mimeType;
  return { mimeType, contentType };
}

/**
 * User metadata as hosted storage reads it: a JSON object (form field), or that JSON in
 * base64 (`x-metadata` header). Anything else is 400 InvalidRequest, never dropped.
 */
export function parseUserMetadata(
  text: string | null | undefined,
  encoding: 'json' | 'base64',
): Record<string, unknown> | null {
  if (text === null || text === undefined || text === '') return null;
  let json = text;
  if (encoding === 'base64') {
    try {
      json = new TextDecoder().decode(Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0)));
    } catch {
      throw storageErrors.invalidRequest('x-metadata is not valid base64');
    }
  }
  if (new TextEncoder().encode(json).byteLength > MAX_METADATA_BYTES) {
    throw storageErrors.invalidRequest(`metadata is over ${MAX_METADATA_BYTES} bytes`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw storageErrors.invalidRequest('metadata is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw storageErrors.invalidRequest('metadata must be a JSON object');
  }
  return parsed as Record<string, unknown>;
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
      ...typesOf(contentType),
      cacheControl: cacheControlOf(request.headers.get('cache-control')),
      userMetadata: parseUserMetadata(request.headers.get('x-metadata'), 'base64'),
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
  const fieldText = (name: string) => {
    const field = parts.find((part) => part.name === name && part.filename === null);
    return field ? new TextDecoder().decode(field.body) : null;
  };
  return {
    bytes: file.body,
    ...typesOf(file.contentType),
    cacheControl: cacheControlOf(fieldText('cacheControl')),
    userMetadata:
      parseUserMetadata(fieldText('metadata'), 'json') ??
      parseUserMetadata(request.headers.get('x-metadata'), 'base64'),
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

/** The known type the bytes are (by signature), or null when none matches. */
export function detectedType(bytes: Uint8Array): string | null {
  return Object.entries(SIGNATURES).find(([, check]) => check(bytes))?.[0] ?? null;
}
