/**
 * docs/storage.md#endpoints lists every route of hosted storage's public API with its
 * status here; this holds the table to the routes the worker registers, both ways, and
 * each status to what the route does (the unsupported ones answer NotSupported).
 */
import { describe, expect, it } from 'vitest';
import storageDoc from '../../../docs/storage.md?raw';
import { UNSUPPORTED_STORAGE_ROUTES } from '../../../worker/storage/unsupported-routes';
import { endpointTable, registeredUnder } from '../helpers/endpoint-table';

const table = endpointTable(storageDoc);
const key = (row: { method: string; path: string }) => `${row.method} ${row.path}`;

describe('docs/storage.md endpoint table', () => {
  it('lists every route the worker registers under /storage/v1', () => {
    const documented = new Set(table.map(key));
    const missing = [...registeredUnder('/storage/v1')].filter((route) => !documented.has(route));
    expect(missing).toEqual([]);
  });

  it('lists no route the worker does not register', () => {
    const registered = registeredUnder('/storage/v1');
    expect(table.map(key).filter((route) => !registered.has(route))).toEqual([]);
  });

  it('marks exactly the unsupported routes "not applicable", each with a reason', () => {
    const unsupported = new Set(UNSUPPORTED_STORAGE_ROUTES.map(key));
    for (const row of table) {
      if (unsupported.has(key(row))) {
        expect(row.status, key(row)).toMatch(/^not applicable: \S.{10,}/);
      } else {
        expect(row.status, key(row)).toMatch(/^implemented/);
      }
    }
    expect(table.length).toBeGreaterThan(30);
  });
});
