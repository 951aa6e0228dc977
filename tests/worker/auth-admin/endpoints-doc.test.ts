/**
 * docs/auth.md#endpoints lists every GoTrue route with its status here; this holds the
 * table to the routes the worker registers under /auth/v1, both ways, and checks that a
 * "not applicable" route gets the catch-all's clear 404, never a 5xx or a handler.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import authDoc from '../../../docs/auth.md?raw';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { TEST_ORIGIN } from '../helpers/auth';
import { endpointTable, registeredUnder } from '../helpers/endpoint-table';

const table = endpointTable(authDoc);
const key = (row: { method: string; path: string }) => `${row.method} ${row.path}`;
const served = table.filter((row) => !row.status.startsWith('not applicable'));
const notApplicable = table.filter((row) => row.status.startsWith('not applicable'));

describe('docs/auth.md endpoint table', () => {
  it('lists every route the worker registers under /auth/v1 as implemented or switched off', () => {
    const documented = new Set(served.map(key));
    expect([...registeredUnder('/auth/v1')].filter((route) => !documented.has(route))).toEqual([]);
  });

  it('registers every implemented or switched-off row, and no not-applicable one', () => {
    const registered = registeredUnder('/auth/v1');
    expect(served.map(key).filter((route) => !registered.has(route))).toEqual([]);
    expect(notApplicable.map(key).filter((route) => registered.has(route))).toEqual([]);
  });

  it('gives each row a known status, and each not-applicable row a reason', () => {
    for (const row of table) {
      expect(row.status, key(row)).toMatch(
        /^(implemented|switched off: \S.+|not applicable: \S.{10,})$/,
      );
    }
    expect(table.length).toBeGreaterThan(60);
  });

  it('answers a not-applicable route with 404 not_found', async () => {
    for (const row of notApplicable) {
      const path = row.path.replace(/:[A-Za-z]+/g, 'a0000000-0000-4000-8000-000000000001');
      const res = await SELF.fetch(`${TEST_ORIGIN}/auth/v1${path}`, {
        method: row.method,
        headers: { apikey: PUBLIC_API_KEY, 'X-Supabase-Api-Version': '2024-01-01' },
      });
      expect(res.status, key(row)).toBe(404);
      expect(await res.json(), key(row)).toMatchObject({ code: 'not_found' });
    }
  });
});
