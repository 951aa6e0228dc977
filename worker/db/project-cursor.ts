/**
 * Opaque keyset cursors of the public project list. A cursor carries the order it was
 * made for and the sort key of the last project of its page (its value, creation time
 * and id), so the next page starts strictly after it: a project listed or re-ranked
 * meanwhile never makes a page repeat or skip one that was already there.
 */
import type { ProjectListSort } from '../../shared/discover';

/** The sort key of one listed project, in ORDER BY order. */
export type SortKey = [number | null, string, string];

interface CursorBody {
  /** The order the cursor belongs to. */
  s: ProjectListSort;
  /** The last project's sort key. */
  k: SortKey;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export function encodeCursor(sort: ProjectListSort, key: SortKey): string {
  return toBase64Url(JSON.stringify({ s: sort, k: key } satisfies CursorBody));
}

/** The sort key a cursor of `sort` carries, or null when it is not one this API made for it. */
export function decodeCursor(cursor: string, sort: ProjectListSort): SortKey | null {
  let body: unknown;
  try {
    body = JSON.parse(fromBase64Url(cursor));
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { s, k } = body as Partial<CursorBody>;
  if (s !== sort || !Array.isArray(k) || k.length !== 3) return null;
  const [value, createdAt, id] = k as unknown[];
  const valueOk = value === null || (typeof value === 'number' && Number.isSafeInteger(value));
  if (!valueOk || typeof createdAt !== 'string' || typeof id !== 'string') return null;
  if (createdAt.length > 40 || id.length > 100) return null;
  return [value, createdAt, id];
}
