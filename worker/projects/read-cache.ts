/**
 * The isolate's cache of the public project reads (GET /api/projects and
 * /api/projects/:slug): a hot answer is served from memory, with its ETag, instead of
 * reading D1, mapping rows, serialising and hashing again (docs/architecture.md#caching).
 *
 * Freshness: every write this isolate makes drops the whole cache (a command request of
 * any method but GET/HEAD/OPTIONS and the scheduled closing run, both when they start and
 * when they end; an event appended through the event store), and an answer is stored only
 * if no drop happened while it was read, so nothing is stale after a write in the same
 * isolate. A write in another isolate is seen after PUBLIC_READ_TTL_MS (twice that at
 * most, while the key is being read again: below). A request that carries credentials or asks for
 * a fresh answer (Cache-Control or Pragma: no-cache) reads D1 and refreshes the entry.
 *
 * One read per key at a time: while an expired entry's key is being read again (in the
 * same generation), the other requests for it get the expired answer at once rather
 * than read D1 too, for one more PUBLIC_READ_TTL_MS at most. Without it every expiry
 * under load sent each request of the next few milliseconds to D1, where they queued
 * behind one another: the tail of the p99. No request awaits another's read: the
 * Workers runtime cancels a request that awaits a promise another request created
 * ("The script will never generate a response").
 */

/** How long an answer is served without reading D1: the staleness bound across isolates. */
export const PUBLIC_READ_TTL_MS = 1_000;
/** Entries kept at most; the oldest is dropped first (a list search adds one per text). */
const MAX_ENTRIES = 256;

/**
 * An answer as sent: the JSON text's UTF-8 bytes and their strong ETag, with what the route
 * needs of it. Bytes, encoded once: a Response built from a string encodes it again on
 * every request (about a third of the runtime's cost of a bare answer of this size).
 */
export interface CachedAnswer<Meta> {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  meta: Meta;
}

interface Entry {
  generation: number;
  expiresAt: number;
  answer: CachedAnswer<unknown>;
}

/** Bumped by every drop: an answer read across a drop is not stored. */
let generation = 0;
const entries = new Map<string, Entry>();
/** The keys being read again, with the generation their read began in. */
const refreshing = new Map<string, number>();

/** Drops every cached answer: the isolate has written (or is writing) to the read models. */
export function invalidatePublicReads(): void {
  generation += 1;
  entries.clear();
  refreshing.clear();
}

/**
 * Runs a write with the cache dropped before and after it: an answer read before the
 * write committed is gone once the write ends, whenever that read finished.
 */
export async function whileWriting<T>(write: () => Promise<T>): Promise<T> {
  invalidatePublicReads();
  try {
    return await write();
  } finally {
    invalidatePublicReads();
  }
}

/** Whether a request must read D1: it carries credentials or asks for a fresh answer. */
export function wantsFreshRead(headers: Headers): boolean {
  if (headers.has('Authorization')) return true;
  const directives = `${headers.get('Cache-Control') ?? ''},${headers.get('Pragma') ?? ''}`;
  return /(^|[\s,])no-(cache|store)([\s,]|$)/i.test(directives);
}

/**
 * `text` as UTF-8 in an ArrayBuffer of its own: the workers types give TextEncoder's bytes
 * a possibly shared buffer, which Hono's `c.body` does not take. One copy per load, no cast.
 */
function utf8(text: string): Uint8Array<ArrayBuffer> {
  const encoded = new TextEncoder().encode(text);
  const bytes = new Uint8Array(encoded.length);
  bytes.set(encoded);
  return bytes;
}

/** A strong ETag: the first 16 bytes of the body's SHA-256, hex. */
async function etagOf(body: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', body);
  const hex = Array.from(new Uint8Array(digest.slice(0, 16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return `"${hex}"`;
}

/**
 * The answer under `key`: from the cache when it is there, unexpired and from the current
 * generation (unless `fresh`); expired by less than PUBLIC_READ_TTL_MS while another
 * request reads it again (unless `fresh`); else loaded (`load` returns the payload and
 * its meta, or null for no answer, which is never cached) and stored.
 */
export async function readThrough<Meta>(
  key: string,
  fresh: boolean,
  load: () => Promise<{ payload: unknown; meta: Meta } | null>,
  now: () => number = Date.now,
): Promise<CachedAnswer<Meta> | null> {
  const hit = entries.get(key);
  if (!fresh && hit && hit.generation === generation) {
    const at = now();
    if (hit.expiresAt > at) return hit.answer as CachedAnswer<Meta>;
    const beingRead = refreshing.get(key) === generation;
    if (beingRead && hit.expiresAt + PUBLIC_READ_TTL_MS > at) {
      return hit.answer as CachedAnswer<Meta>;
    }
  }
  const readFrom = generation;
  refreshing.set(key, readFrom);
  try {
    return await loadAnswer(key, load, now);
  } finally {
    if (refreshing.get(key) === readFrom) refreshing.delete(key);
  }
}

/** Reads, encodes and hashes one answer; stores it unless a drop happened meanwhile. */
async function loadAnswer<Meta>(
  key: string,
  load: () => Promise<{ payload: unknown; meta: Meta } | null>,
  now: () => number,
): Promise<CachedAnswer<Meta> | null> {
  const readFrom = generation;
  const loaded = await load();
  if (!loaded) return null;
  const body = utf8(JSON.stringify(loaded.payload));
  const answer: CachedAnswer<Meta> = { body, etag: await etagOf(body), meta: loaded.meta };
  if (generation === readFrom) {
    entries.delete(key);
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, { generation, expiresAt: now() + PUBLIC_READ_TTL_MS, answer });
  }
  return answer;
}
