import { ApiError } from '../http/api-error';

/** Default page size of the conversation lists. */
export const DEFAULT_PAGE_SIZE = 20;

/** Where the next (older) page starts: the last row's time and id. */
export interface Cursor {
  at: string;
  id: string;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function encodeCursor(cursor: Cursor): string {
  return toBase64Url(`${cursor.at}|${cursor.id}`);
}

/** The cursor a previous page gave, or a 400 for anything else. */
export function decodeCursor(value: string | undefined): Cursor | null {
  if (value === undefined) return null;
  const refused = new ApiError(400, 'invalid_query', 'The query parameters are not valid.', {
    cursor: 'cursor is not one this API gave.',
  });
  let text: string;
  try {
    text = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    throw refused;
  }
  const [at, id, ...rest] = text.split('|');
  if (!at || !id || rest.length > 0 || Number.isNaN(Date.parse(at))) throw refused;
  return { at, id };
}

/** Splits `limit + 1` rows into the page and the cursor of the next one. */
export function pageOf<Row>(
  rows: Row[],
  limit: number,
  cursorOf: (row: Row) => Cursor,
): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null,
  };
}
