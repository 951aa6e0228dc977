import type { AuthContext, RequestScope } from '../auth/context';
import { validationFailed } from '../auth/errors';
import type { IdentityRow, JsonObject } from '../auth/user-json';
import type { AdminUserRow } from './admin-json';
import { adminUserJson } from './admin-json';

/** GoTrue's default page size; larger pages than MAX_PER_PAGE are refused. */
const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 1000;

function pageParam(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw)) {
    throw validationFailed(
      `Bad Pagination Parameters: strconv.ParseUint: parsing "${raw}": invalid syntax`,
    );
  }
  return Number(raw);
}

/** `%`, `_` and `\` match themselves in the search text (LIKE … ESCAPE '\'). */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * GET /admin/users?page=&per_page=&filter=: GoTrue's offset paging, newest first, with
 * `X-Total-Count` and a `Link` header (rel="next" while there is a next page, and
 * rel="last") that supabase-js turns into nextPage, lastPage and total. `filter`
 * matches the email or the name (the sign-up's or the profile's current one),
 * case-insensitively, as GoTrue's does.
 */
export async function listUsers(c: AuthContext, scope: RequestScope): Promise<Response> {
  const page = Math.max(1, pageParam(c.req.query('page'), 1));
  const perPage = pageParam(c.req.query('per_page'), DEFAULT_PER_PAGE);
  if (perPage < 1 || perPage > MAX_PER_PAGE) {
    throw validationFailed(`Bad Pagination Parameters: per_page must be 1 to ${MAX_PER_PAGE}`);
  }
  const filter = (c.req.query('filter') ?? '').trim().slice(0, 200);
  const where = filter
    ? // The name as the profile has it now (a rename) as well as the sign-up's.
      `WHERE email LIKE ?1 ESCAPE '\\' OR json_extract(raw_user_meta_data, '$.full_name') LIKE ?1 ESCAPE '\\'
          OR id IN (SELECT id FROM profiles WHERE full_name LIKE ?1 ESCAPE '\\')`
    : '';
  const binds = filter ? [likePattern(filter)] : [];
  const total =
    (
      await scope.db
        .prepare(`SELECT COUNT(*) AS n FROM auth_users ${where}`)
        .bind(...binds)
        .first<{ n: number }>()
    )?.n ?? 0;
  const { results: users } = await scope.db
    .prepare(
      `SELECT * FROM auth_users ${where} ORDER BY created_at DESC, id LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
    )
    .bind(...binds)
    .all<AdminUserRow>();
  const identities = await identitiesOf(
    scope.db,
    users.map((u) => u.id),
  );
  const lastPage = Math.ceil(total / perPage);
  const link = (n: number) => {
    // page first: supabase-js reads the number after the first '='.
    const params = new URLSearchParams({ page: String(n), per_page: String(perPage) });
    if (filter) params.set('filter', filter);
    return `<${new URL(c.req.url).pathname}?${params.toString()}>`;
  };
  const parts = page < lastPage ? [`${link(page + 1)}; rel="next"`] : [];
  parts.push(`${link(lastPage)}; rel="last"`);
  c.header('Link', parts.join(', '));
  c.header('X-Total-Count', String(total));
  const body: JsonObject = {
    users: users.map((u) => adminUserJson(u, identities.get(u.id) ?? [])),
    aud: 'authenticated',
  };
  return c.json(body);
}

async function identitiesOf(db: D1Database, ids: string[]): Promise<Map<string, IdentityRow[]>> {
  const map = new Map<string, IdentityRow[]>();
  if (ids.length === 0) return map;
  const { results } = await db
    .prepare(
      `SELECT * FROM auth_identities WHERE user_id IN (SELECT value FROM json_each(?)) ORDER BY created_at`,
    )
    .bind(JSON.stringify(ids))
    .all<IdentityRow>();
  for (const row of results) map.set(row.user_id, [...(map.get(row.user_id) ?? []), row]);
  return map;
}
