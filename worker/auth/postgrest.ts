import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A PostgREST error: always all four keys, null where empty (docs/auth.md#rest). */
export class PostgrestError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly wwwAuthenticate: string | null = null,
  ) {
    super(message);
    this.name = 'PostgrestError';
  }
}

export function postgrestErrorResponse(c: Context, error: PostgrestError): Response {
  if (error.wwwAuthenticate) c.header('WWW-Authenticate', error.wwwAuthenticate);
  c.header('Content-Type', 'application/json; charset=utf-8');
  return c.body(
    JSON.stringify({
      code: error.code,
      details: error.details,
      hint: error.hint,
      message: error.message,
    }),
    error.status,
  );
}

/** What RLS would make of `role` on a table: 401 for anon, 403 for a signed-in user. */
export function permissionDenied(table: string, anonymous: boolean): PostgrestError {
  return new PostgrestError(anonymous ? 401 : 403, '42501', `permission denied for table ${table}`);
}

export interface Filter {
  column: string;
  operator: 'eq' | 'neq' | 'in' | 'is';
  values: string[];
}

export interface ParsedQuery {
  columns: string[];
  filters: Filter[];
  order: { column: string; descending: boolean } | null;
  limit: number | null;
  offset: number | null;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function parseError(message: string, details: string | null = null): PostgrestError {
  return new PostgrestError(400, 'PGRST100', message, details);
}

function checkColumn(table: string, allowed: readonly string[], column: string): string {
  if (!allowed.includes(column)) {
    throw new PostgrestError(400, '42703', `column ${table}.${column} does not exist`);
  }
  return column;
}

function parseFilter(
  table: string,
  allowed: readonly string[],
  column: string,
  raw: string,
): Filter {
  const dot = raw.indexOf('.');
  const operator = dot > 0 ? raw.slice(0, dot) : '';
  const value = dot > 0 ? raw.slice(dot + 1) : '';
  if (!IDENTIFIER.test(column)) throw parseError(`failed to parse filter (${column})`);
  checkColumn(table, allowed, column);
  if (operator === 'eq' || operator === 'neq') return { column, operator, values: [value] };
  if (operator === 'is' && (value === 'null' || value === 'not.null')) {
    return { column, operator, values: [value] };
  }
  if (operator === 'in') {
    const list = value.match(/^\((.*)\)$/);
    if (!list) throw parseError(`failed to parse filter (${raw})`, 'expecting "(" for an in list');
    const values =
      list[1] === ''
        ? []
        : (list[1] ?? '').split(',').map((item) => item.replace(/^"(.*)"$/, '$1'));
    return { column, operator, values };
  }
  throw parseError(
    `failed to parse filter (${raw})`,
    `unsupported operator "${operator}": this server answers eq, neq, in and is`,
  );
}

/**
 * Parses the PostgREST query subset the product uses: `select` of plain columns or `*`,
 * `eq`/`neq`/`in`/`is` filters, `order`, `limit` and `offset`. Anything else is a
 * PostgREST-shaped 400, never a 500.
 */
export function parseQuery(
  table: string,
  allowed: readonly string[],
  params: URLSearchParams,
): ParsedQuery {
  const select = params.get('select') ?? '*';
  const columns: string[] = [];
  for (const item of select.split(',').map((part) => part.trim())) {
    if (item === '*') columns.push(...allowed);
    else if (IDENTIFIER.test(item)) columns.push(checkColumn(table, allowed, item));
    else
      throw parseError(
        `failed to parse select parameter (${select})`,
        `unsupported select item "${item}"`,
      );
  }
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (!RESERVED.has(key)) filters.push(parseFilter(table, allowed, key, value));
  }
  let order: ParsedQuery['order'] = null;
  const rawOrder = params.get('order');
  if (rawOrder) {
    const [column = '', direction = 'asc'] = rawOrder.split('.');
    if (!IDENTIFIER.test(column) || !['asc', 'desc'].includes(direction)) {
      throw parseError(`failed to parse order (${rawOrder})`);
    }
    order = { column: checkColumn(table, allowed, column), descending: direction === 'desc' };
  }
  const count = (name: string): number | null => {
    const raw = params.get(name);
    if (raw === null) return null;
    if (!/^\d{1,9}$/.test(raw)) throw parseError(`failed to parse ${name} (${raw})`);
    return Number(raw);
  };
  return {
    columns: [...new Set(columns)],
    filters,
    order,
    limit: count('limit'),
    offset: count('offset'),
  };
}

/** The SQL of the filters: a WHERE fragment and its bindings. Columns are allow-listed. */
export function filterSql(filters: Filter[]): { sql: string; bindings: string[] } {
  const parts: string[] = [];
  const bindings: string[] = [];
  for (const filter of filters) {
    if (filter.operator === 'eq' || filter.operator === 'neq') {
      parts.push(`${filter.column} ${filter.operator === 'eq' ? '=' : '<>'} ?`);
      bindings.push(filter.values[0] ?? '');
    } else if (filter.operator === 'is') {
      parts.push(`${filter.column} IS ${filter.values[0] === 'null' ? '' : 'NOT '}NULL`);
    } else if (filter.values.length === 0) {
      parts.push('0');
    } else {
      parts.push(`${filter.column} IN (${filter.values.map(() => '?').join(', ')})`);
      bindings.push(...filter.values);
    }
  }
  return { sql: parts.length > 0 ? parts.join(' AND ') : '1', bindings };
}
