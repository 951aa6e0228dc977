/**
 * One money model (docs/architecture.md#one-money-model): the ledger and its commitments.
 * Nothing in the product reads or writes the legacy whole-dollar tables (`investments`,
 * `wallets`, dropped by migration 0041) or appends the legacy money events again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
/** The product's code: what the worker, the browser and the seed run. */
const PRODUCT_FOLDERS = ['worker', 'web', 'shared', 'machines'];
/** The migration that created the legacy tables and the one that dropped them. */
const LEGACY_MIGRATIONS = ['0003_product_data.sql', '0041_one_money_model.sql'];

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|sql)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** SQL that names a legacy table: reading, writing, joining or creating it. */
const LEGACY_TABLE_SQL =
  /\b(?:from|into|update|join|table(?: if not exists)?)\s+(investments|wallets)\b/gi;
/** The legacy money events, by type, outside the registry that still parses older logs. */
const LEGACY_EVENT_TYPE = /['"`](investment\.completed|wallet\.deposited)['"`]/g;
/** The legacy payload schemas, whose only users are the registries. */
const LEGACY_SCHEMA =
  /\b(investmentCommittedSchema|investmentCompletedSchema|walletDepositedSchema)\b/g;
const REGISTRIES = [
  'shared/events.ts',
  'shared/closing/events.ts',
  'shared/schemas/platform-events.ts',
];

/** Every use of the legacy model in one file, as `file: match`. */
export function legacyUses(file: string, source: string): string[] {
  const found: string[] = [];
  const migration = file.startsWith('worker/migrations/');
  if (!(migration && LEGACY_MIGRATIONS.includes(path.basename(file)))) {
    for (const match of source.matchAll(LEGACY_TABLE_SQL)) found.push(`${file}: ${match[0]}`);
  }
  if (!migration && !REGISTRIES.includes(file)) {
    for (const pattern of [LEGACY_EVENT_TYPE, LEGACY_SCHEMA]) {
      for (const match of source.matchAll(pattern)) found.push(`${file}: ${match[0]}`);
    }
  }
  return found;
}

describe('one money model: nothing reads or writes the legacy tables or events', () => {
  it('finds a reader, a writer and an appended legacy event', () => {
    expect(legacyUses('worker/a.ts', "'SELECT id FROM investments WHERE x'")).toEqual([
      'worker/a.ts: FROM investments',
    ]);
    expect(legacyUses('worker/b.ts', '`INSERT INTO wallets (user_id)`')).toHaveLength(1);
    expect(legacyUses('worker/c.ts', 'JOIN investments i ON')).toHaveLength(1);
    expect(legacyUses('worker/migrations/0050_x.sql', 'CREATE TABLE investments (')).toHaveLength(
      1,
    );
    expect(legacyUses('worker/seed/d.ts', "{ type: 'investment.completed' }")).toHaveLength(1);
    expect(legacyUses('worker/seed/e.ts', "type: 'wallet.deposited',")).toHaveLength(1);
    // Words in prose and other tables are not the legacy tables.
    expect(legacyUses('web/f.tsx', 'My Investments; FROM investments_by_time')).toEqual([]);
    expect(legacyUses('worker/migrations/0041_one_money_model.sql', 'DROP TABLE wallets')).toEqual(
      [],
    );
  });

  it('holds for every product file', () => {
    const files = PRODUCT_FOLDERS.flatMap(filesUnder);
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('worker/seed/sample-money.ts');
    const uses = files.flatMap((file) =>
      legacyUses(file, readFileSync(path.join(root, file), 'utf8')),
    );
    expect(uses).toEqual([]);
  });
});
